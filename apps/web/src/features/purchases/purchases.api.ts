import type {
  CreateOrderBody,
  CreatePurchaseBody,
  Order,
  OrderPage,
  OrderStatus,
  Purchase,
  PurchasePage,
  PurchaseStatus,
  UpdateOrderBody,
  UpdatePurchaseBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';

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
      query: (params) => ({ url: 'purchases/', params }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Purchase' as const, id: item._id })), PURCHASE_LIST]
          : [PURCHASE_LIST],
    }),
    createPurchase: build.mutation<Purchase, CreatePurchaseBody>({
      query: (body) => ({ url: 'purchases/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PURCHASE_LIST]),
    }),
    updatePurchase: build.mutation<Purchase, { id: string; body: UpdatePurchaseBody }>({
      query: ({ id, body }) => ({ url: `purchases/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Purchase', id }, PURCHASE_LIST]),
    }),
    listOrders: build.query<OrderPage, ListOrdersArgs>({
      query: (params) => ({ url: 'orders/', params }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Order' as const, id: item._id })), ORDER_LIST]
          : [ORDER_LIST],
    }),
    createOrder: build.mutation<Order, CreateOrderBody>({
      query: (body) => ({ url: 'orders/', method: 'POST', body }),
      // A 409 (not enough left) means the offer changed under the user: refetch it either way.
      invalidatesTags: (_result, error, { purchaseId }) => [
        { type: 'Purchase', id: purchaseId },
        ...(error ? [] : [ORDER_LIST]),
      ],
    }),
    updateOrder: build.mutation<Order, { id: string; purchaseId: string; body: UpdateOrderBody }>({
      query: ({ id, body }) => ({ url: `orders/${id}`, method: 'PUT', body }),
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
