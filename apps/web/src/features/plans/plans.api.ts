import { MAP_QUEUE_ENDPOINTS, plansEndpoints as endpoints, type MapStatus } from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';
import { mutation, query, queryBy, type QueryOf, type ResultOf } from '../../lib/endpoint-query';

/** A state's queue endpoints: one declaration per state, all answering the same shapes. */
type QueueEndpoints = (typeof MAP_QUEUE_ENDPOINTS)[MapStatus];
type HouseMapPage = ResultOf<QueueEndpoints['list']>;

export type ListQueueArgs = { status: MapStatus } & QueryOf<QueueEndpoints['list']>;

/**
 * Every list, queue and count of plans carries this tag: a plan that moves leaves one queue and
 * joins another, and every count changes, so any change to any plan refetches them all.
 */
export const MAP_LISTS = { type: 'Map', id: 'LIST' } as const;

function pageTags(result: HouseMapPage | undefined) {
  return result
    ? [...result.items.map((map) => ({ type: 'Map' as const, id: map._id })), MAP_LISTS]
    : [MAP_LISTS];
}

export const mapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's own plans, newest first (admin: every plan). */
    listMaps: query(build, endpoints.listMaps, {
      request: 'query',
      providesTags: pageTags,
    }),
    /**
     * A state's queue, oldest first, drafts left out. The state picks which of five declarations
     * this and the count call; the answers' types are those declarations'.
     */
    listQueue: queryBy(
      build,
      ({ status, ...query }: ListQueueArgs) => apiCall(MAP_QUEUE_ENDPOINTS[status].list, { query }),
      { providesTags: pageTags },
    ),
    countQueue: queryBy(build, (status: MapStatus) => apiCall(MAP_QUEUE_ENDPOINTS[status].count), {
      providesTags: [MAP_LISTS],
    }),
    createMap: mutation(build, endpoints.createMap, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [MAP_LISTS]),
    }),
    transitionMap: mutation(build, endpoints.transitionMap, {
      request: 'params',
      // A refused move (409: someone else moved it first) also means the lists are out of date.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Map', id }, MAP_LISTS],
    }),
    updateMap: mutation(build, endpoints.updateMap, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Map', id }, MAP_LISTS]),
    }),
    deleteDrawing: mutation(build, endpoints.deleteDrawing, {
      request: ({ mapId, drawingId }: { mapId: string; drawingId: string }) => ({
        params: { id: mapId, drawingId },
      }),
      // A refusal (409: the plan moved on) also means what the owner sees is out of date.
      invalidatesTags: (_result, _error, { mapId }) => [{ type: 'Map', id: mapId }, MAP_LISTS],
    }),
    deleteMap: mutation(build, endpoints.deleteMap, {
      request: 'param',
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Map', id }, MAP_LISTS]),
    }),
  }),
});

export const {
  useListMapsQuery,
  useListQueueQuery,
  useCountQueueQuery,
  useCreateMapMutation,
  useTransitionMapMutation,
  useDeleteMapMutation,
  useUpdateMapMutation,
  useDeleteDrawingMutation,
} = mapsApi;

/** After drawings were uploaded outside RTK Query (XMLHttpRequest, for its progress events). */
export function drawingsChanged(mapId: string) {
  return mapsApi.util.invalidateTags([{ type: 'Map', id: mapId }, MAP_LISTS]);
}
