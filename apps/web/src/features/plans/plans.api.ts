import {
  MAP_QUEUE_ENDPOINTS,
  plansEndpoints as endpoints,
  type CreateMapBody,
  type DeleteDrawingResponseSchema,
  type DeleteMapResponseSchema,
  type HouseMap,
  type HouseMapPage,
  type MapCount,
  type MapStatus,
  type TransitionBody,
  type UpdateMapBody,
} from '@kadirio/domain';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export interface ListMapsArgs {
  page: number;
  limit: number;
  status?: MapStatus;
}

export interface ListQueueArgs {
  status: MapStatus;
  page: number;
  limit: number;
}

type DeleteMapResponse = z.infer<typeof DeleteMapResponseSchema>;
type DeleteDrawingResponse = z.infer<typeof DeleteDrawingResponseSchema>;

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
    listMaps: build.query<HouseMapPage, ListMapsArgs>({
      query: (query) => apiCall(endpoints.listMaps, { query }),
      providesTags: pageTags,
    }),
    /** A state's queue, oldest first, drafts left out. */
    listQueue: build.query<HouseMapPage, ListQueueArgs>({
      query: ({ status, ...query }) => apiCall(MAP_QUEUE_ENDPOINTS[status].list, { query }),
      providesTags: pageTags,
    }),
    countQueue: build.query<MapCount, MapStatus>({
      query: (status) => apiCall(MAP_QUEUE_ENDPOINTS[status].count),
      providesTags: [MAP_LISTS],
    }),
    createMap: build.mutation<HouseMap, CreateMapBody>({
      query: (body) => apiCall(endpoints.createMap, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [MAP_LISTS]),
    }),
    transitionMap: build.mutation<HouseMap, { id: string; body: TransitionBody }>({
      query: ({ id, body }) => apiCall(endpoints.transitionMap, { params: { id }, body }),
      // A refused move (409: someone else moved it first) also means the lists are out of date.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Map', id }, MAP_LISTS],
    }),
    updateMap: build.mutation<HouseMap, { id: string; body: UpdateMapBody }>({
      query: ({ id, body }) => apiCall(endpoints.updateMap, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Map', id }, MAP_LISTS]),
    }),
    deleteDrawing: build.mutation<DeleteDrawingResponse, { mapId: string; drawingId: string }>({
      query: ({ mapId, drawingId }) => apiCall(endpoints.deleteDrawing, { params: { id: mapId, drawingId } }),
      // A refusal (409: the plan moved on) also means what the owner sees is out of date.
      invalidatesTags: (_result, _error, { mapId }) => [{ type: 'Map', id: mapId }, MAP_LISTS],
    }),
    deleteMap: build.mutation<DeleteMapResponse, string>({
      query: (id) => apiCall(endpoints.deleteMap, { params: { id } }),
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
