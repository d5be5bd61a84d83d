import type {
  CreateProviderBody,
  Provider,
  ProviderDetail,
  ProviderPage,
  ProviderStatus,
  ReplacePricesBody,
  SupplierShoppingList,
  SupplierShoppingListBody,
  UpdateProviderBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';

export interface ListProvidersArgs {
  search?: string;
  region?: string;
  status?: ProviderStatus;
  page: number;
  limit: number;
}

const PROVIDER_LIST = { type: 'Provider', id: 'LIST' } as const;
/** Cheapest-supplier answers change whenever any price list or supplier status does. */
const CHEAPEST = { type: 'SupplierPrice', id: 'ALL' } as const;

export const suppliersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProviders: build.query<ProviderPage, ListProvidersArgs>({
      query: (params) => ({ url: 'providers/', params }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Provider' as const, id: item._id })), PROVIDER_LIST]
          : [PROVIDER_LIST],
    }),
    getProvider: build.query<ProviderDetail, string>({
      query: (id) => `providers/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }],
    }),
    createProvider: build.mutation<Provider, CreateProviderBody>({
      query: (body) => ({ url: 'providers/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PROVIDER_LIST, CHEAPEST]),
    }),
    updateProvider: build.mutation<Provider, { id: string; body: UpdateProviderBody }>({
      query: ({ id, body }) => ({ url: `providers/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    deleteProvider: build.mutation<unknown, string>({
      query: (id) => ({ url: `providers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    replacePrices: build.mutation<ProviderDetail, { id: string; body: ReplacePricesBody }>({
      query: ({ id, body }) => ({ url: `providers/${id}/prices`, method: 'PUT', body }),
      // The list shows each supplier's price count.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    /** A read, sent as POST because a shopping list is too long for a query string. */
    priceShoppingList: build.query<SupplierShoppingList, SupplierShoppingListBody>({
      query: (body) => ({ url: 'providers/shopping-list', method: 'POST', body }),
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
