import {
  plansEndpoints,
  type AcceptProposalBody,
  type AcceptProposalResponse,
  type DrawingProposal,
  takeoffEndpoints as endpoints,
  type CreateMeasurementBody,
  type DrawingScales,
  type HouseMap,
  type Language,
  type Measurement,
  type MeasurementWriteResponse,
  type Repricing,
  type SetPageScalesBody,
  type SetPageScalesResponse,
  type UpdateMeasurementBody,
} from '@kadirio/domain';
import { api } from '../../../lib/api';
import { apiCall, fileAsObjectUrl } from '../../../lib/api-call';

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
    getWorkspacePlan: build.query<HouseMap, string>({
      query: (mapId) => apiCall(plansEndpoints.getMap, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'Map', id: mapId }],
    }),
    /**
     * The take-off sheet (the register of measurements as it is now), as PDF or Excel, in the
     * reader's language: an object URL for the browser to save.
     */
    downloadTakeoffSheet: build.mutation<string, { mapId: string; kind: 'pdf' | 'xlsx'; lang: Language }>({
      query: ({ mapId, kind, lang }) => ({
        ...apiCall(kind === 'pdf' ? endpoints.getTakeoffSheetPdf : endpoints.getTakeoffSheetXlsx, {
          params: { id: mapId },
          query: { lang },
        }),
        responseHandler: fileAsObjectUrl,
      }),
    }),
    listMeasurements: build.query<Measurement[], string>({
      query: (mapId) => apiCall(endpoints.listMeasurements, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [measurementList(mapId)],
    }),
    createMeasurement: build.mutation<
      MeasurementWriteResponse,
      { mapId: string; body: CreateMeasurementBody }
    >({
      query: ({ mapId, body }) => apiCall(endpoints.createMeasurement, { params: { id: mapId }, body }),
      invalidatesTags: (result, error, { mapId }) =>
        error ? [] : [measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    updateMeasurement: build.mutation<
      MeasurementWriteResponse,
      { mapId: string; measurementId: string; body: UpdateMeasurementBody }
    >({
      query: ({ mapId, measurementId, body }) =>
        apiCall(endpoints.updateMeasurement, { params: { id: mapId, measurementId }, body }),
      invalidatesTags: (result, error, { mapId }) =>
        error ? [] : [measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    deleteMeasurement: build.mutation<unknown, { mapId: string; measurementId: string }>({
      query: ({ mapId, measurementId }) =>
        apiCall(endpoints.deleteMeasurement, { params: { id: mapId, measurementId } }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : [measurementList(mapId)]),
    }),
    getDrawingScales: build.query<DrawingScales, { mapId: string; drawingId: string }>({
      query: ({ mapId, drawingId }) =>
        apiCall(endpoints.getDrawingScales, { params: { id: mapId, drawingId } }),
      providesTags: (_result, _error, { drawingId }) => [{ type: 'PageScale', id: drawingId }],
    }),
    setPageScales: build.mutation<
      SetPageScalesResponse,
      { mapId: string; drawingId: string; body: SetPageScalesBody }
    >({
      query: ({ mapId, drawingId, body }) =>
        apiCall(endpoints.setPageScales, { params: { id: mapId, drawingId }, body }),
      invalidatesTags: (result, error, { mapId, drawingId }) =>
        error
          ? []
          : [{ type: 'PageScale', id: drawingId }, measurementList(mapId), ...repricedTags(mapId, result)],
    }),
    /** The drawing read for the surveyor (docs/takeoff.md §5.6): asked for on demand, never stored. */
    getDrawingProposal: build.query<DrawingProposal, { mapId: string; drawingId: string; page: number }>({
      query: ({ mapId, drawingId, page }) =>
        apiCall(endpoints.getDrawingProposal, { params: { id: mapId, drawingId, page } }),
      keepUnusedDataFor: 0,
    }),
    acceptProposal: build.mutation<
      AcceptProposalResponse,
      { mapId: string; drawingId: string; page: number; body: AcceptProposalBody }
    >({
      query: ({ mapId, drawingId, page, body }) =>
        apiCall(endpoints.acceptProposal, { params: { id: mapId, drawingId, page }, body }),
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
