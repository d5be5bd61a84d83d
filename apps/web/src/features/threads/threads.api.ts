import { threadsEndpoints as endpoints, type PlanThread, type PostPlanMessageBody } from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export const planThreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanThread: build.query<PlanThread, string>({
      query: (mapId) => apiCall(endpoints.getPlanThread, { params: { id: mapId } }),
      providesTags: (_result, _error, mapId) => [{ type: 'PlanThread', id: mapId }],
    }),
    postPlanMessage: build.mutation<PlanThread, { mapId: string; body: PostPlanMessageBody }>({
      query: ({ mapId, body }) => apiCall(endpoints.postPlanMessage, { params: { id: mapId }, body }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(planThreadApi.util.upsertQueryData('getPlanThread', mapId, data));
      },
    }),
    acceptRevision: build.mutation<PlanThread, { mapId: string; revision: number }>({
      query: ({ mapId, revision }) => apiCall(endpoints.acceptRevision, { params: { id: mapId, revision } }),
      async onQueryStarted({ mapId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(planThreadApi.util.upsertQueryData('getPlanThread', mapId, data));
      },
    }),
  }),
});

export const { useGetPlanThreadQuery, usePostPlanMessageMutation, useAcceptRevisionMutation } = planThreadApi;
