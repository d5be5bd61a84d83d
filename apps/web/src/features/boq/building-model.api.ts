import { buildingModelEndpoints as endpoints, type TradeId } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

/**
 * The building model (docs/takeoff.md §4, "The building model"): tagged as the BOQ, so saving,
 * completing or reopening a sheet refreshes where its inputs stand; binding the trades changes
 * every sheet it names, so each of them is read again.
 */
export const buildingModelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuildingModel: query(build, endpoints.getBuildingModel, {
      request: 'param',
      providesTags: (_result, _error, mapId) => [{ type: 'Boq', id: mapId }],
    }),
    bindBuildingModel: mutation(build, endpoints.bindBuildingModel, {
      request: ({ mapId, trades }: { mapId: string; trades?: TradeId[] }) => ({
        params: { id: mapId },
        body: trades ? { trades } : {},
      }),
      invalidatesTags: (result, error, { mapId }) =>
        error
          ? []
          : [
              { type: 'Boq' as const, id: mapId },
              { type: 'BoqMap' as const, id: 'LIST' },
              ...(result?.repricedSheets ?? []).map((trade) => ({
                type: 'BoqSheet' as const,
                id: `${mapId}:${trade}`,
              })),
            ],
    }),
  }),
});

export const { useGetBuildingModelQuery, useBindBuildingModelMutation } = buildingModelApi;
