import {
  boqReviewEndpoints as endpoints,
  type BoqReview,
  type SheetReviewState,
  type TradeId,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

/**
 * The review screen's data (docs/product.md §4, "One review screen"): one read for every sheet's
 * inputs, tagged as the BOQ so completing, reopening or filling refreshes it; a sheet's review mark
 * changes only that sheet's row, in the cache, without reading the whole review again.
 */
export const boqReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoqReview: build.query<BoqReview, string>({
      query: (mapId) => apiCall(endpoints.getBoqReview, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    setBoqSheetReviewed: build.mutation<
      SheetReviewState,
      { mapId: string; trade: TradeId; reviewed: boolean }
    >({
      query: ({ mapId, trade, reviewed }) =>
        apiCall(endpoints.setBoqSheetReviewed, { params: { id: mapId, trade }, body: { reviewed } }),
      onQueryStarted: async ({ mapId }, { dispatch, queryFulfilled }): Promise<void> => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            boqReviewApi.util.updateQueryData('getBoqReview', mapId, (review) => {
              const sheet = review.sheets.find((candidate) => candidate.trade === data.trade);
              if (sheet) Object.assign(sheet, data);
            }),
          );
        } catch {
          // The caller shows the failure.
        }
      },
    }),
  }),
});

export const { useGetBoqReviewQuery, useSetBoqSheetReviewedMutation } = boqReviewApi;
