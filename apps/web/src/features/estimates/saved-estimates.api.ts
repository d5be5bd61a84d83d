import { estimatesEndpoints as endpoints, type SavedEstimate } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

/**
 * Instant estimates kept in the account and their read-only links. Each mutation's answer is the
 * estimate as it now is, written straight into the list (no tags, no second request).
 */
export const savedEstimatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedEstimates: query(build, endpoints.listSavedEstimates),
    saveEstimate: mutation(build, endpoints.saveEstimate, {
      request: 'body',
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            savedEstimatesApi.util.updateQueryData('listSavedEstimates', undefined, (draft) => {
              draft.items.unshift(data);
            }),
          );
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    deleteSavedEstimate: mutation(build, endpoints.deleteSavedEstimate, {
      request: 'param',
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            savedEstimatesApi.util.updateQueryData('listSavedEstimates', undefined, (draft) => {
              draft.items = draft.items.filter((item) => item._id !== id);
            }),
          );
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    shareSavedEstimate: mutation(build, endpoints.shareSavedEstimate, {
      request: 'param',
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data.estimate));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    revokeEstimateShare: mutation(build, endpoints.revokeEstimateShare, {
      request: 'param',
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    getSharedEstimate: query(build, endpoints.getSharedEstimate, { request: 'param' }),
  }),
});

function replaceInList(estimate: SavedEstimate) {
  return savedEstimatesApi.util.updateQueryData('listSavedEstimates', undefined, (draft) => {
    draft.items = draft.items.map((item) => (item._id === estimate._id ? estimate : item));
  });
}

export const {
  useListSavedEstimatesQuery,
  useSaveEstimateMutation,
  useDeleteSavedEstimateMutation,
  useShareSavedEstimateMutation,
  useRevokeEstimateShareMutation,
  useGetSharedEstimateQuery,
} = savedEstimatesApi;
