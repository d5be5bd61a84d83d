import {
  ordersEndpoints,
  purchasesEndpoints,
  type CreateOrderBody,
  type CreatePurchaseBody,
  type Order,
  type OrderPage,
  type OrderStatus,
  type Purchase,
  type PurchasePage,
  type PurchaseStatus,
  type UpdateOrderBody,
  type UpdatePurchaseBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export interface ListPurchasesArgs {
  status?: PurchaseStatus;
  page: number;
  limit: number;
}

export interface ListOrdersArgs {
  status?: OrderStatus;
  page: number;
  limit: number;
}

const PURCHASE_LIST = { type: 'Purchase', id: 'LIST' } as const;
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

/**
 * Offers and the orders placed against them. An order changes its offer's remaining quantity, so
 * every order change refetches the offers too.
 */
export const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPurchases: build.query<PurchasePage, ListPurchasesArgs>({
      query: (query) => apiCall(purchasesEndpoints.listPurchases, { query }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Purchase' as const, id: item._id })), PURCHASE_LIST]
          : [PURCHASE_LIST],
    }),
    createPurchase: build.mutation<Purchase, CreatePurchaseBody>({
      query: (body) => apiCall(purchasesEndpoints.createPurchase, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [PURCHASE_LIST]),
    }),
    updatePurchase: build.mutation<Purchase, { id: string; body: UpdatePurchaseBody }>({
      query: ({ id, body }) => apiCall(purchasesEndpoints.updatePurchase, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Purchase', id }, PURCHASE_LIST]),
    }),
    listOrders: build.query<OrderPage, ListOrdersArgs>({
      query: (query) => apiCall(ordersEndpoints.listOrders, { query }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Order' as const, id: item._id })), ORDER_LIST]
          : [ORDER_LIST],
    }),
    createOrder: build.mutation<Order, CreateOrderBody>({
      query: (body) => apiCall(ordersEndpoints.placeOrder, { body }),
      // A 409 (not enough left) means the offer changed under the user: refetch it either way.
      invalidatesTags: (_result, error, { purchaseId }) => [
        { type: 'Purchase', id: purchaseId },
        ...(error ? [] : [ORDER_LIST]),
      ],
    }),
    updateOrder: build.mutation<Order, { id: string; purchaseId: string; body: UpdateOrderBody }>({
      query: ({ id, body }) => apiCall(ordersEndpoints.updateOrder, { params: { id }, body }),
      invalidatesTags: (_result, error, { id, purchaseId }) =>
        error ? [] : [{ type: 'Order', id }, ORDER_LIST, { type: 'Purchase', id: purchaseId }],
    }),
  }),
});

export const {
  useListPurchasesQuery,
  useCreatePurchaseMutation,
  useUpdatePurchaseMutation,
  useListOrdersQuery,
  useCreateOrderMutation,
  useUpdateOrderMutation,
} = purchasesApi;
