import {
  plansEndpoints,
  takeoffEndpoints as endpoints,
  type Language,
  type Repricing,
} from '@kadirio/domain';
import { api } from '../../../lib/api';
import { apiCall } from '../../../lib/api-call';
import { fileMutation, mutation, query, type BodyOf } from '../../../lib/endpoint-query';

interface DrawingArgs {
  mapId: string;
  drawingId: string;
}

interface MeasurementArgs {
  mapId: string;
  measurementId: string;
}

const measurementList = (mapId: string) => ({ type: 'Measurement' as const, id: `${mapId}:LIST` });

/**
 * A write of measurements or scales re-prices the draft sheets that bind them on the server (one
 * transaction): those sheets and the map's BOQ are stale here afterwards. A completed sheet that
 * uses a changed measurement now says so, so it is read again too.
 */
function repricedTags(mapId: string, repricing: Repricing | undefined) {
  if (!repricing) return [];
  return [
    { type: 'Boq' as const, id: mapId },
    ...[...repricing.repricedSheets, ...repricing.changedCompletedSheets].map((sheet) => ({
      type: 'BoqSheet' as const,
      id: `${mapId}:${sheet.trade}`,
    })),
  ];
}

export const takeoffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The plan itself (drawings, facts, the checkers' comments) for the workspace's drawing pane. */
    getWorkspacePlan: query(build, plansEndpoints.getMap, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'Map', id: mapId }],
    }),
    /**
     * The take-off sheet (the register of measurements as it is now), as PDF or Excel, in the
     * reader's language: an object URL for the browser to save. Built by hand: the answer is a
     * file, not the declared JSON, and the kind picks the declaration.
     */
    downloadTakeoffSheet: fileMutation(
      build,
      ({ mapId, kind, lang }: { mapId: string; kind: 'pdf' | 'xlsx'; lang: Language }) =>
        apiCall(kind === 'pdf' ? endpoints.getTakeoffSheetPdf : endpoints.getTakeoffSheetXlsx, {
          params: { id: mapId },
          query: { lang },
        }),
    ),
    listMeasurements: query(build, endpoints.listMeasurements, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [measurementList(mapId)],
    }),
    createMeasurement: mutation(build, endpoints.createMeasurement, {
      request: ({ mapId, body }: { mapId: string; body: BodyOf<typeof endpoints.createMeasurement> }) => ({
        params: { id: mapId },
        body,
      }),
      invalidatesTags: (result, error, { mapId }) =>
        error ? [] : [measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    updateMeasurement: mutation(build, endpoints.updateMeasurement, {
      request: ({
        mapId,
        measurementId,
        body,
      }: MeasurementArgs & { body: BodyOf<typeof endpoints.updateMeasurement> }) => ({
        params: { id: mapId, measurementId },
        body,
      }),
      invalidatesTags: (result, error, { mapId }) =>
        error ? [] : [measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    deleteMeasurement: mutation(build, endpoints.deleteMeasurement, {
      request: ({ mapId, measurementId }: MeasurementArgs) => ({ params: { id: mapId, measurementId } }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : [measurementList(mapId)]),
    }),
    getDrawingScales: query(build, endpoints.getDrawingScales, {
      request: ({ mapId, drawingId }: DrawingArgs) => ({ params: { id: mapId, drawingId } }),
      providesTags: (_result, _error, { drawingId }) => [{ type: 'PageScale', id: drawingId }],
    }),
    setPageScales: mutation(build, endpoints.setPageScales, {
      request: ({
        mapId,
        drawingId,
        body,
      }: DrawingArgs & { body: BodyOf<typeof endpoints.setPageScales> }) => ({
        params: { id: mapId, drawingId },
        body,
      }),
      invalidatesTags: (result, error, { mapId, drawingId }) =>
        error
          ? []
          : [{ type: 'PageScale', id: drawingId }, measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    /** The drawing read for the surveyor (docs/takeoff.md §5.6): asked for on demand, never stored. */
    getDrawingProposal: query(build, endpoints.getDrawingProposal, {
      request: ({ mapId, drawingId, page }: DrawingArgs & { page: number }) => ({
        params: { id: mapId, drawingId, page },
      }),
      keepUnusedDataFor: 0,
    }),
    acceptProposal: mutation(build, endpoints.acceptProposal, {
      request: ({
        mapId,
        drawingId,
        page,
        body,
      }: DrawingArgs & { page: number; body: BodyOf<typeof endpoints.acceptProposal> }) => ({
        params: { id: mapId, drawingId, page },
        body,
      }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : [measurementList(mapId)]),
    }),
  }),
});

export const {
  useLazyGetDrawingProposalQuery,
  useAcceptProposalMutation,
  useGetWorkspacePlanQuery,
  useListMeasurementsQuery,
  useCreateMeasurementMutation,
  useUpdateMeasurementMutation,
  useDeleteMeasurementMutation,
  useGetDrawingScalesQuery,
  useSetPageScalesMutation,
  useDownloadTakeoffSheetMutation,
} = takeoffApi;
