import {
  ordersEndpoints,
  purchasesEndpoints,
  suppliersEndpoints,
  type UpdateOrderBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

const PURCHASE_LIST = { type: 'Purchase', id: 'LIST' } as const;
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

/**
 * Offers and the orders placed against them. An order changes its offer's remaining quantity, so
 * every order change refetches the offers too.
 */
export const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPurchases: query(build, purchasesEndpoints.listPurchases, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Purchase' as const, id: item._id })), PURCHASE_LIST]
          : [PURCHASE_LIST],
    }),
    createPurchase: mutation(build, purchasesEndpoints.createPurchase, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [PURCHASE_LIST]),
    }),
    updatePurchase: mutation(build, purchasesEndpoints.updatePurchase, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Purchase', id }, PURCHASE_LIST]),
    }),
    /** The suppliers an offer may name (admin's offer form): who delivers and is paid. */
    listOfferSuppliers: query(build, suppliersEndpoints.listProviders, {
      request: 'query',
      providesTags: [{ type: 'Provider', id: 'LIST' }],
    }),
    listOrders: query(build, ordersEndpoints.listOrders, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Order' as const, id: item._id })), ORDER_LIST]
          : [ORDER_LIST],
    }),
    createOrder: mutation(build, ordersEndpoints.placeOrder, {
      request: 'body',
      // A 409 (not enough left) means the offer changed under the user: refetch it either way.
      invalidatesTags: (_result, error, { purchaseId }) => [
        { type: 'Purchase', id: purchaseId },
        ...(error ? [] : [ORDER_LIST]),
      ],
    }),
    updateOrder: mutation(build, ordersEndpoints.updateOrder, {
      // The offer's id rides along for the tags: the order's change moves the offer's remainder.
      request: ({ id, body }: { id: string; purchaseId: string; body: UpdateOrderBody }) => ({
        params: { id },
        body,
      }),
      invalidatesTags: (_result, error, { id, purchaseId }) =>
        error ? [] : [{ type: 'Order', id }, ORDER_LIST, { type: 'Purchase', id: purchaseId }],
    }),
  }),
});

export const {
  useListPurchasesQuery,
  useCreatePurchaseMutation,
  useUpdatePurchaseMutation,
  useListOfferSuppliersQuery,
  useListOrdersQuery,
  useCreateOrderMutation,
  useUpdateOrderMutation,
} = purchasesApi;
