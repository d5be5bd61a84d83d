import { boqReviewEndpoints as endpoints, type TradeId } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

/**
 * The review screen's data (docs/product.md §4, "One review screen"): one read for every sheet's
 * inputs, tagged as the BOQ so completing, reopening or filling refreshes it; a sheet's review mark
 * changes only that sheet's row, in the cache, without reading the whole review again.
 */
export const boqReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoqReview: query(build, endpoints.getBoqReview, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    setBoqSheetReviewed: mutation(build, endpoints.setBoqSheetReviewed, {
      request: ({ mapId, trade, reviewed }: { mapId: string; trade: TradeId; reviewed: boolean }) => ({
        params: { id: mapId, trade },
        body: { reviewed },
      }),
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
