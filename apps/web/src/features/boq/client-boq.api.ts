import {
  sharesEndpoints,
  stagesEndpoints,
  type BoqShare,
  type BoqShareList,
  type BuildingStage,
  type CreatedBoqShare,
  type SharedBoq,
  type StageTicks,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

/**
 * What a client does with an issued bill: share links and building-stage ticks. Each mutation's
 * answer is the new state, written straight into the cache (no tags, no second request).
 */
export const clientBoqApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBoqShares: build.query<BoqShareList, string>({
      query: (mapId) => apiCall(sharesEndpoints.listBoqShares, { params: { id: mapId } }),
    }),
    createBoqShare: build.mutation<CreatedBoqShare, { mapId: string; revision: number }>({
      query: ({ mapId, revision }) =>
        apiCall(sharesEndpoints.createBoqShare, { params: { id: mapId }, body: { revision } }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { token: _token, ...share } = data;
          dispatch(
            clientBoqApi.util.updateQueryData('listBoqShares', mapId, (draft) => {
              draft.items.unshift(share);
            }),
          );
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    revokeBoqShare: build.mutation<BoqShare, { mapId: string; shareId: string }>({
      query: ({ mapId, shareId }) =>
        apiCall(sharesEndpoints.revokeBoqShare, { params: { id: mapId, shareId } }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            clientBoqApi.util.updateQueryData('listBoqShares', mapId, (draft) => {
              draft.items = draft.items.map((item) => (item._id === data._id ? data : item));
            }),
          );
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    getSharedBoq: build.query<SharedBoq, string>({
      query: (token) => apiCall(sharesEndpoints.getSharedBoq, { params: { token } }),
    }),
    listStageTicks: build.query<StageTicks, string>({
      query: (mapId) => apiCall(stagesEndpoints.listStageTicks, { params: { id: mapId } }),
    }),
    setStageDone: build.mutation<StageTicks, { mapId: string; stage: BuildingStage; done: boolean }>({
      query: ({ mapId, stage, done }) =>
        apiCall(stagesEndpoints.setStageDone, { params: { id: mapId, stage }, body: { done } }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(clientBoqApi.util.upsertQueryData('listStageTicks', mapId, data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
  }),
});

export const {
  useListBoqSharesQuery,
  useCreateBoqShareMutation,
  useRevokeBoqShareMutation,
  useGetSharedBoqQuery,
  useListStageTicksQuery,
  useSetStageDoneMutation,
} = clientBoqApi;
