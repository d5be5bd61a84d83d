import {
  suppliersEndpoints as endpoints,
  type CreateProviderBody,
  type Provider,
  type ProviderDetail,
  type ProviderPage,
  type ProviderStatus,
  type ReplacePricesBody,
  type SupplierShoppingList,
  type SupplierShoppingListBody,
  type UpdateProviderBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

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
      query: (query) => apiCall(endpoints.listProviders, { query }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Provider' as const, id: item._id })), PROVIDER_LIST]
          : [PROVIDER_LIST],
    }),
    getProvider: build.query<ProviderDetail, string>({
      query: (id) => apiCall(endpoints.getProvider, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }],
    }),
    createProvider: build.mutation<Provider, CreateProviderBody>({
      query: (body) => apiCall(endpoints.createProvider, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [PROVIDER_LIST, CHEAPEST]),
    }),
    updateProvider: build.mutation<Provider, { id: string; body: UpdateProviderBody }>({
      query: ({ id, body }) => apiCall(endpoints.updateProvider, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    deleteProvider: build.mutation<unknown, string>({
      query: (id) => apiCall(endpoints.deleteProvider, { params: { id } }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    replacePrices: build.mutation<ProviderDetail, { id: string; body: ReplacePricesBody }>({
      query: ({ id, body }) => apiCall(endpoints.replacePrices, { params: { id }, body }),
      // The list shows each supplier's price count.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Provider', id }, PROVIDER_LIST, CHEAPEST],
    }),
    /** A read, sent as POST because a shopping list is too long for a query string. */
    priceShoppingList: build.query<SupplierShoppingList, SupplierShoppingListBody>({
      query: (body) => apiCall(endpoints.priceShoppingList, { body }),
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
