import { threadsEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query, type BodyOf } from '../../lib/endpoint-query';

export const planThreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanThread: query(build, endpoints.getPlanThread, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'PlanThread', id: mapId }],
    }),
    postPlanMessage: mutation(build, endpoints.postPlanMessage, {
      request: ({ mapId, body }: { mapId: string; body: BodyOf<typeof endpoints.postPlanMessage> }) => ({
        params: { id: mapId },
        body,
      }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(planThreadApi.util.upsertQueryData('getPlanThread', mapId, data));
      },
    }),
    acceptRevision: mutation(build, endpoints.acceptRevision, {
      request: ({ mapId, revision }: { mapId: string; revision: number }) => ({
        params: { id: mapId, revision },
      }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(planThreadApi.util.upsertQueryData('getPlanThread', mapId, data));
      },
    }),
  }),
});

export const { useGetPlanThreadQuery, usePostPlanMessageMutation, useAcceptRevisionMutation } = planThreadApi;
