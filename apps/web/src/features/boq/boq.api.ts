import type {
  BoqMapPage,
  BoqProgress,
  BoqResponse,
  BoqRevision,
  BoqRevisionList,
  BoqSheet,
  HouseFillBody,
  MapNotificationList,
  SaveSheetBody,
  SetBoqPercentagesBody,
  TradeId,
} from '@kadirio/domain';
import { api } from '../../lib/api';

export interface SheetArgs {
  mapId: string;
  trade: TradeId;
}

const BOQ_MAP_LIST = { type: 'BoqMap', id: 'LIST' } as const;

/**
 * A sheet's lines carry the catalogue items' tags: a price setter's rate change (catalogue
 * feature) refetches every open sheet and BOQ holding the item, with no coupling between features.
 */
function sheetTags(sheet: BoqSheet) {
  return [
    { type: 'BoqSheet' as const, id: `${sheet.mapId}:${sheet.trade}` },
    ...sheet.lines.flatMap((line) =>
      line.itemId === null ? [] : [{ type: 'CatalogueItem' as const, id: line.itemId }],
    ),
  ];
}

/** After a sheet changes, the map's whole BOQ (summary, progress) and the map list are stale. */
function afterSheetChange(mapId: string) {
  return [{ type: 'Boq' as const, id: mapId }, BOQ_MAP_LIST];
}

/**
 * A save changes quantities and totals, not which sheets are completed: the workspace frame (the
 * sidebar) stays as it is, so typing does not refetch the whole BOQ after every save. The summary
 * and the plumbing overview read the BOQ afresh whenever they open.
 */
const AFTER_SAVE = [BOQ_MAP_LIST];

/**
 * A saved, completed or reopened sheet is the server's answer: it replaces the cached sheet at
 * once, without a second request. Failures are shown by the caller (and a 409 reloads).
 */
async function replaceCachedSheet(
  queryFulfilled: Promise<{ data: BoqSheet }>,
  replace: (sheet: BoqSheet) => void,
): Promise<void> {
  try {
    replace((await queryFulfilled).data);
  } catch {
    // Nothing to replace.
  }
}

export const boqApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `successful` maps with their BOQ progress. */
    listBoqMaps: build.query<BoqMapPage, { page: number; limit: number }>({
      query: (params) => ({ url: 'boq/maps', params }),
      providesTags: [BOQ_MAP_LIST],
    }),
    getBoq: build.query<BoqResponse, string>({
      query: (mapId) => `maps/${mapId}/boq`,
      providesTags: (result, _error, mapId) => [
        { type: 'Boq', id: mapId },
        ...(result ? result.sheets.flatMap(sheetTags) : []),
      ],
    }),
    /**
     * The workspace's frame around a sheet: the map, each sheet's status, the progress. Tagged as
     * the BOQ, so completing, reopening, filling or issuing refreshes it; a save does not.
     */
    getBoqProgress: build.query<BoqProgress, string>({
      query: (mapId) => `maps/${mapId}/boq/progress`,
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    getBoqSheet: build.query<BoqSheet, SheetArgs>({
      query: ({ mapId, trade }) => `maps/${mapId}/boq/${trade}`,
      providesTags: (result, _error, { mapId, trade }) =>
        result ? sheetTags(result) : [{ type: 'BoqSheet', id: `${mapId}:${trade}` }],
    }),
    /** Saves inputs, labour or typed quantities; the answer holds the server's quantities, not the client's. */
    saveBoqSheet: build.mutation<BoqSheet, SheetArgs & { body: SaveSheetBody }>({
      query: ({ mapId, trade, body }) => ({ url: `maps/${mapId}/boq/${trade}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : AFTER_SAVE),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    completeBoqSheet: build.mutation<BoqSheet, SheetArgs & { version: number }>({
      query: ({ mapId, trade, version }) => ({
        url: `maps/${mapId}/boq/${trade}/complete`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    reopenBoqSheet: build.mutation<BoqSheet, SheetArgs & { version: number }>({
      query: ({ mapId, trade, version }) => ({
        url: `maps/${mapId}/boq/${trade}/reopen`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    /** Fills every draft sheet from the house model: every sheet of the map is stale afterwards. */
    fillBoqFromHouse: build.mutation<BoqResponse, { mapId: string; body: HouseFillBody }>({
      query: ({ mapId, body }) => ({ url: `maps/${mapId}/boq/house`, method: 'POST', body }),
      invalidatesTags: (result, error, { mapId }) =>
        error
          ? []
          : [
              ...afterSheetChange(mapId),
              ...(result?.sheets ?? []).map((sheet) => ({
                type: 'BoqSheet' as const,
                id: `${mapId}:${sheet.trade}`,
              })),
            ],
    }),
    issueBoq: build.mutation<BoqRevision, string>({
      query: (mapId) => ({ url: `maps/${mapId}/boq/issue`, method: 'POST' }),
      invalidatesTags: (_result, error, mapId) =>
        error ? [] : [{ type: 'BoqRevision', id: mapId }, ...afterSheetChange(mapId)],
    }),
    listBoqRevisions: build.query<BoqRevisionList, string>({
      query: (mapId) => `maps/${mapId}/boq/issues`,
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    /**
     * An export of a revision (PDF or Excel) with the session's token. The file becomes an object
     * URL here, so only a string is kept in the store; the caller saves it and revokes it.
     */
    downloadBoqExport: build.mutation<string, string>({
      query: (path) => ({
        url: path.replace(/^\//, ''),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : (response.json() as Promise<unknown>),
      }),
    }),
    /** What the owner was told about a plan (e.g. its BOQ issued). */
    listMapNotifications: build.query<MapNotificationList, string>({
      query: (mapId) => `maps/${mapId}/notifications`,
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    markMapNotificationsRead: build.mutation<MapNotificationList, string>({
      query: (mapId) => ({ url: `maps/${mapId}/notifications/read`, method: 'POST' }),
      async onQueryStarted(mapId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(boqApi.util.upsertQueryData('listMapNotifications', mapId, data));
        } catch {
          // The notice stays; nothing else depends on it.
        }
      },
    }),
    getBoqRevision: build.query<BoqRevision, { mapId: string; revision: number }>({
      query: ({ mapId, revision }) => `maps/${mapId}/boq/issues/${revision}`,
      // An issued revision never changes: keep it as long as the tab lives.
      keepUnusedDataFor: 60 * 60,
    }),
    /**
     * The map's contingency and VAT. The answer is the whole BOQ priced with them: it replaces the
     * cached one, so the summary shows the new figures without a second request.
     */
    setBoqPercentages: build.mutation<BoqResponse, { mapId: string; body: SetBoqPercentagesBody }>({
      query: ({ mapId, body }) => ({ url: `maps/${mapId}/boq/percentages`, method: 'PUT', body }),
      onQueryStarted: async ({ mapId }, { dispatch, queryFulfilled }): Promise<void> => {
        try {
          const { data } = await queryFulfilled;
          await dispatch(boqApi.util.upsertQueryData('getBoq', mapId, data));
        } catch {
          // The dialog shows the failure (and a 409 reloads the BOQ).
        }
      },
    }),
  }),
});

export const {
  useListBoqMapsQuery,
  useGetBoqQuery,
  useGetBoqProgressQuery,
  useGetBoqSheetQuery,
  useSaveBoqSheetMutation,
  useCompleteBoqSheetMutation,
  useReopenBoqSheetMutation,
  useFillBoqFromHouseMutation,
  useIssueBoqMutation,
  useListBoqRevisionsQuery,
  useGetBoqRevisionQuery,
  useDownloadBoqExportMutation,
  useListMapNotificationsQuery,
  useMarkMapNotificationsReadMutation,
  useSetBoqPercentagesMutation,
} = boqApi;
