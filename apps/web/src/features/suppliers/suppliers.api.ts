import { suppliersEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

const PROVIDER_LIST = { type: 'Provider', id: 'LIST' } as const;
/** Cheapest-supplier answers change whenever any price list or supplier status does. */
const CHEAPEST = { type: 'SupplierPrice', id: 'ALL' } as const;

export const suppliersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProviders: query(build, endpoints.listProviders, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Provider' as const, id: item._id })), PROVIDER_LIST]
          : [PROVIDER_LIST],
    }),
    getProvider: query(build, endpoints.getProvider, {
      request: 'param',
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }],
    }),
    createProvider: mutation(build, endpoints.createProvider, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [PROVIDER_LIST, CHEAPEST]),
    }),
    updateProvider: mutation(build, endpoints.updateProvider, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    deleteProvider: mutation(build, endpoints.deleteProvider, {
      request: 'param',
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    replacePrices: mutation(build, endpoints.replacePrices, {
      request: 'params',
      // The list shows each supplier's price count.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    /** A read, sent as POST because a shopping list is too long for a query string. */
    priceShoppingList: query(build, endpoints.priceShoppingList, {
      request: 'body',
      providesTags: [CHEAPEST],
    }),
  }),
});

export const {
  useListProvidersQuery,
  useGetProviderQuery,
  useCreateProviderMutation,
  useUpdateProviderMutation,
  useDeleteProviderMutation,
  useReplacePricesMutation,
  usePriceShoppingListQuery,
} = suppliersApi;
