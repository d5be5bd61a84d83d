import { boqEndpoints as endpoints, type BoqSheet, type TradeId } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query, type BodyOf } from '../../lib/endpoint-query';

export interface SheetArgs {
  mapId: string;
  trade: TradeId;
}

/** A sheet's path parameters from the screen's names. */
function sheetParams({ mapId, trade }: SheetArgs) {
  return { id: mapId, trade };
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
export function afterSheetChange(mapId: string) {
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
    listBoqMaps: query(build, endpoints.listBoqMaps, {
      request: 'query',
      providesTags: [BOQ_MAP_LIST],
    }),
    getBoq: query(build, endpoints.getBoq, {
      request: 'param',
      providesTags: (result, _error, mapId) => [
        { type: 'Boq', id: mapId },
        ...(result ? result.sheets.flatMap(sheetTags) : []),
      ],
    }),
    /**
     * The workspace's frame around a sheet: the map, each sheet's status, the progress. Tagged as
     * the BOQ, so completing, reopening, filling or issuing refreshes it; a save does not.
     */
    getBoqProgress: query(build, endpoints.getBoqProgress, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    getBoqSheet: query(build, endpoints.getBoqSheet, {
      request: (sheet: SheetArgs) => ({ params: sheetParams(sheet) }),
      providesTags: (result, _error, { mapId, trade }) =>
        result ? sheetTags(result) : [{ type: 'BoqSheet', id: `${mapId}:${trade}` }],
    }),
    /** Saves inputs, labour or typed quantities; the answer holds the server's quantities, not the client's. */
    saveBoqSheet: mutation(build, endpoints.saveBoqSheet, {
      request: ({ body, ...sheet }: SheetArgs & { body: BodyOf<typeof endpoints.saveBoqSheet> }) => ({
        params: sheetParams(sheet),
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : AFTER_SAVE),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    completeBoqSheet: mutation(build, endpoints.completeBoqSheet, {
      request: ({ version, ...sheet }: SheetArgs & { version: number }) => ({
        params: sheetParams(sheet),
        body: { version },
      }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    reopenBoqSheet: mutation(build, endpoints.reopenBoqSheet, {
      request: ({ version, ...sheet }: SheetArgs & { version: number }) => ({
        params: sheetParams(sheet),
        body: { version },
      }),
      invalidatesTags: (_result, error, { mapId }) => (error ? [] : afterSheetChange(mapId)),
      onQueryStarted: async ({ mapId, trade }, { dispatch, queryFulfilled }): Promise<void> => {
        await replaceCachedSheet(queryFulfilled, (sheet): void => {
          void dispatch(boqApi.util.upsertQueryData('getBoqSheet', { mapId, trade }, sheet));
        });
      },
    }),
    /** Settles a draft sheet as not part of this house, with the reason; reopen undoes it. */
    markBoqSheetNotApplicable: mutation(build, endpoints.markBoqSheetNotApplicable, {
      request: ({ version, reason, ...sheet }: SheetArgs & { version: number; reason: string }) => ({
        params: sheetParams(sheet),
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
    completeReviewedBoqSheets: mutation(build, endpoints.completeReviewedBoqSheets, {
      request: ({ mapId, trades }: { mapId: string; trades: TradeId[] }) => ({
        params: { id: mapId },
        body: { trades },
      }),
      invalidatesTags: (_result, error, { mapId, trades }) =>
        error
          ? []
          : [
              ...afterSheetChange(mapId),
              ...trades.map((trade) => ({ type: 'BoqSheet' as const, id: `${mapId}:${trade}` })),
            ],
    }),
    /** Fills every draft sheet from the house model: every sheet of the map is stale afterwards. */
    fillBoqFromHouse: mutation(build, endpoints.fillBoqFromHouse, {
      request: ({ mapId, body }: { mapId: string; body: BodyOf<typeof endpoints.fillBoqFromHouse> }) => ({
        params: { id: mapId },
        body,
      }),
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
    /**
     * The BOQ-wide settings (labour by kind, VAT in the rates, contingency, VAT %, the bill's form).
     * The answer is the whole BOQ priced with them: it replaces the cached one, so the summary
     * shows the new figures without a second request.
     */
    setBoqSettings: mutation(build, endpoints.setBoqSettings, {
      request: ({ mapId, body }: { mapId: string; body: BodyOf<typeof endpoints.setBoqSettings> }) => ({
        params: { id: mapId },
        body,
      }),
      onQueryStarted: async ({ mapId }, { dispatch, queryFulfilled }): Promise<void> => {
        try {
          const { data } = await queryFulfilled;
          await dispatch(boqApi.util.upsertQueryData('getBoq', mapId, data));
        } catch {
          // The dialog shows the failure (and a 409 reloads the BOQ).
        }
      },
    }),
    setBoqPercentages: mutation(build, endpoints.setBoqPercentages, {
      request: ({ mapId, body }: { mapId: string; body: BodyOf<typeof endpoints.setBoqPercentages> }) => ({
        params: { id: mapId },
        body,
      }),
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
  useSetBoqPercentagesMutation,
  useSetBoqSettingsMutation,
} = boqApi;
