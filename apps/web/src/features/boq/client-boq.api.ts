import { sharesEndpoints, shoppingEndpoints, stagesEndpoints, type BuildingStage } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

/**
 * What a client does with an issued bill: share links, building-stage ticks and the shopping
 * list's "bought" ticks. Each mutation's
 * answer is the new state, written straight into the cache (no tags, no second request).
 */
export const clientBoqApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBoqShares: query(build, sharesEndpoints.listBoqShares, { request: 'param' }),
    createBoqShare: mutation(build, sharesEndpoints.createBoqShare, {
      request: ({ mapId, revision }: { mapId: string; revision: number }) => ({
        params: { id: mapId },
        body: { revision },
      }),
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
    revokeBoqShare: mutation(build, sharesEndpoints.revokeBoqShare, {
      request: ({ mapId, shareId }: { mapId: string; shareId: string }) => ({
        params: { id: mapId, shareId },
      }),
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
    getSharedBoq: query(build, sharesEndpoints.getSharedBoq, { request: 'param' }),
    listStageTicks: query(build, stagesEndpoints.listStageTicks, { request: 'param' }),
    setStageDone: mutation(build, stagesEndpoints.setStageDone, {
      request: ({ mapId, stage, done }: { mapId: string; stage: BuildingStage; done: boolean }) => ({
        params: { id: mapId, stage },
        body: { done },
      }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(clientBoqApi.util.upsertQueryData('listStageTicks', mapId, data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    listBoughtMaterials: query(build, shoppingEndpoints.listBoughtMaterials, { request: 'param' }),
    setMaterialBought: mutation(build, shoppingEndpoints.setMaterialBought, {
      request: ({ mapId, material, bought }: { mapId: string; material: string; bought: boolean }) => ({
        params: { id: mapId, material },
        body: { bought },
      }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(clientBoqApi.util.upsertQueryData('listBoughtMaterials', mapId, data));
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
  useListBoughtMaterialsQuery,
  useSetMaterialBoughtMutation,
} = clientBoqApi;
