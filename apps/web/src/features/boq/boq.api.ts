import {
  BOQ_EXPORT_ENDPOINTS,
  BOQ_PREVIEW_ENDPOINTS,
  type BoqExportKind,
  type BoqIssuePreview,
  type BoqRevisionChanges,
  boqEndpoints as endpoints,
  notificationsEndpoints,
  type BoqMapPage,
  type BoqProgress,
  type BoqResponse,
  type BoqRevision,
  type BoqRevisionList,
  type BoqSheet,
  type HouseFillBody,
  type Language,
  type LiveRateChanges,
  type MapNotificationList,
  type SaveSheetBody,
  type SetBoqPercentagesBody,
  type SetBoqSettingsBody,
  type TradeId,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall, fileAsObjectUrl } from '../../lib/api-call';

export interface BoqExportArgs {
  mapId: string;
  revision: number;
  kind: BoqExportKind;
  /** The bill's language (PDF and Excel); the shopping list has none of its own words. */
  lang: Language;
}

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
      query: (query) => apiCall(endpoints.listBoqMaps, { query }),
      providesTags: [BOQ_MAP_LIST],
    }),
    getBoq: build.query<BoqResponse, string>({
      query: (mapId) => apiCall(endpoints.getBoq, { params: { id: mapId } }),
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
      query: (mapId) => apiCall(endpoints.getBoqProgress, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    getBoqSheet: build.query<BoqSheet, SheetArgs>({
      query: ({ mapId, trade }) => apiCall(endpoints.getBoqSheet, { params: { id: mapId, trade } }),
      providesTags: (result, _error, { mapId, trade }) =>
        result ? sheetTags(result) : [{ type: 'BoqSheet', id: `${mapId}:${trade}` }],
    }),
    /** Saves inputs, labour or typed quantities; the answer holds the server's quantities, not the client's. */
    saveBoqSheet: build.mutation<BoqSheet, SheetArgs & { body: SaveSheetBody }>({
      query: ({ mapId, trade, body }) =>
        apiCall(endpoints.saveBoqSheet, { params: { id: mapId, trade }, body }),
      invalidatesTags: (_result, error) => (error ? [] : AFTER_SAVE),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    completeBoqSheet: build.mutation<BoqSheet, SheetArgs & { version: number }>({
      query: ({ mapId, trade, version }) =>
        apiCall(endpoints.completeBoqSheet, { params: { id: mapId, trade }, body: { version } }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    reopenBoqSheet: build.mutation<BoqSheet, SheetArgs & { version: number }>({
      query: ({ mapId, trade, version }) =>
        apiCall(endpoints.reopenBoqSheet, { params: { id: mapId, trade }, body: { version } }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    /** Settles a draft sheet as not part of this house, with the reason; reopen undoes it. */
    markBoqSheetNotApplicable: build.mutation<BoqSheet, SheetArgs & { version: number; reason: string }>({
      query: ({ mapId, trade, version, reason }) =>
        apiCall(endpoints.markBoqSheetNotApplicable, {
          params: { id: mapId, trade },
          body: { version, reason },
        }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    /** Completes the confirmed sheets together: each of them is stale afterwards, as is the BOQ. */
    completeReviewedBoqSheets: build.mutation<BoqProgress, { mapId: string; trades: TradeId[] }>({
      query: ({ mapId, trades }) =>
        apiCall(endpoints.completeReviewedBoqSheets, { params: { id: mapId }, body: { trades } }),
      invalidatesTags: (_result, error, { mapId, trades }) =>
        error
          ? []
          : [
              ...afterSheetChange(mapId),
              ...trades.map((trade) => ({ type: 'BoqSheet' as const, id: `${mapId}:${trade}` })),
            ],
    }),
    /** Fills every draft sheet from the house model: every sheet of the map is stale afterwards. */
    fillBoqFromHouse: build.mutation<BoqResponse, { mapId: string; body: HouseFillBody }>({
      query: ({ mapId, body }) => apiCall(endpoints.fillBoqFromHouse, { params: { id: mapId }, body }),
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
    issueBoq: build.mutation<BoqRevision, { mapId: string; reason?: string }>({
      query: ({ mapId, reason }) =>
        apiCall(endpoints.issueBoq, { params: { id: mapId }, body: reason ? { reason } : {} }),
      invalidatesTags: (_result, error, { mapId }) =>
        error ? [] : [{ type: 'BoqRevision', id: mapId }, ...afterSheetChange(mapId)],
    }),
    /** What issuing now would freeze and its differences from the latest revision; read when the dialog opens. */
    getBoqIssuePreview: build.query<BoqIssuePreview, string>({
      query: (mapId) => apiCall(endpoints.getBoqIssuePreview, { params: { id: mapId } }),
      keepUnusedDataFor: 0,
    }),
    /** A revision against the one before it, with its reason. Never changes once issued. */
    getBoqRevisionChanges: build.query<BoqRevisionChanges, { mapId: string; revision: number }>({
      query: ({ mapId, revision }) =>
        apiCall(endpoints.getBoqRevisionChanges, { params: { id: mapId, revision } }),
      keepUnusedDataFor: 60 * 60,
    }),
    /** An issued revision against today's catalogue rates: asked afresh whenever a notice mounts. */
    getBoqLiveRates: build.query<LiveRateChanges, { mapId: string; revision: number }>({
      query: ({ mapId, revision }) =>
        apiCall(endpoints.getBoqRevisionLiveRates, { params: { id: mapId, revision } }),
      keepUnusedDataFor: 0,
    }),
    /** The preview PDF or .xlsx in the language asked for, as an object URL (as the exports). */
    downloadBoqPreview: build.mutation<string, { mapId: string; kind: 'pdf' | 'xlsx'; lang: Language }>({
      query: ({ mapId, kind, lang }) => ({
        ...apiCall(BOQ_PREVIEW_ENDPOINTS[kind], { params: { id: mapId }, query: { lang } }),
        responseHandler: fileAsObjectUrl,
      }),
    }),
    listBoqRevisions: build.query<BoqRevisionList, string>({
      query: (mapId) => apiCall(endpoints.listBoqRevisions, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    /**
     * An export of a revision (PDF or Excel) with the session's token. The file becomes an object
     * URL here, so only a string is kept in the store; the caller saves it and revokes it.
     */
    downloadBoqExport: build.mutation<string, BoqExportArgs>({
      query: ({ mapId, revision, kind, lang }) => ({
        ...apiCall(BOQ_EXPORT_ENDPOINTS[kind], { params: { id: mapId, revision }, query: { lang } }),
        responseHandler: fileAsObjectUrl,
      }),
    }),
    /** What the owner was told about a plan (e.g. its BOQ issued). */
    listMapNotifications: build.query<MapNotificationList, string>({
      query: (mapId) => apiCall(notificationsEndpoints.listMapNotifications, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'BoqRevision', id: mapId }],
    }),
    markMapNotificationsRead: build.mutation<MapNotificationList, string>({
      query: (mapId) => apiCall(notificationsEndpoints.markMapNotificationsRead, { params: { id: mapId } }),
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
      query: ({ mapId, revision }) => apiCall(endpoints.getBoqRevision, { params: { id: mapId, revision } }),
      // An issued revision never changes: keep it as long as the tab lives.
      keepUnusedDataFor: 60 * 60,
    }),
    /**
     * The map's contingency and VAT. The answer is the whole BOQ priced with them: it replaces the
     * cached one, so the summary shows the new figures without a second request.
     */
    /** The BOQ-wide settings (labour by kind, VAT in the rates, contingency, VAT %): the BOQ answers priced with them. */
    setBoqSettings: build.mutation<BoqResponse, { mapId: string; body: SetBoqSettingsBody }>({
      query: ({ mapId, body }) => apiCall(endpoints.setBoqSettings, { params: { id: mapId }, body }),
      onQueryStarted: async ({ mapId }, { dispatch, queryFulfilled }): Promise<void> => {
        try {
          const { data } = await queryFulfilled;
          await dispatch(boqApi.util.upsertQueryData('getBoq', mapId, data));
        } catch {
          // The dialog shows the failure (and a 409 reloads the BOQ).
        }
      },
    }),
    setBoqPercentages: build.mutation<BoqResponse, { mapId: string; body: SetBoqPercentagesBody }>({
      query: ({ mapId, body }) => apiCall(endpoints.setBoqPercentages, { params: { id: mapId }, body }),
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
  useMarkBoqSheetNotApplicableMutation,
  useCompleteReviewedBoqSheetsMutation,
  useFillBoqFromHouseMutation,
  useIssueBoqMutation,
  useGetBoqIssuePreviewQuery,
  useGetBoqRevisionChangesQuery,
  useGetBoqLiveRatesQuery,
  useDownloadBoqPreviewMutation,
  useListBoqRevisionsQuery,
  useGetBoqRevisionQuery,
  useDownloadBoqExportMutation,
  useListMapNotificationsQuery,
  useMarkMapNotificationsReadMutation,
  useSetBoqPercentagesMutation,
  useSetBoqSettingsMutation,
} = boqApi;
