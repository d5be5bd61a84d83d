import {
  estimatesEndpoints as endpoints,
  type EstimateShare,
  type SaveEstimateBody,
  type SavedEstimate,
  type SavedEstimateList,
  type SharedEstimate,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

/**
 * Instant estimates kept in the account and their read-only links. Each mutation's answer is the
 * estimate as it now is, written straight into the list (no tags, no second request).
 */
export const savedEstimatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedEstimates: build.query<SavedEstimateList, void>({
      query: () => apiCall(endpoints.listSavedEstimates),
    }),
    saveEstimate: build.mutation<SavedEstimate, SaveEstimateBody>({
      query: (body) => apiCall(endpoints.saveEstimate, { body }),
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
    deleteSavedEstimate: build.mutation<SavedEstimate, string>({
      query: (id) => apiCall(endpoints.deleteSavedEstimate, { params: { id } }),
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
    shareSavedEstimate: build.mutation<EstimateShare, string>({
      query: (id) => apiCall(endpoints.shareSavedEstimate, { params: { id } }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data.estimate));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    revokeEstimateShare: build.mutation<SavedEstimate, string>({
      query: (id) => apiCall(endpoints.revokeEstimateShare, { params: { id } }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    getSharedEstimate: build.query<SharedEstimate, string>({
      query: (token) => apiCall(endpoints.getSharedEstimate, { params: { token } }),
    }),
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
