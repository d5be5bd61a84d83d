import {
  contactEndpoints as endpoints,
  type ContactBody,
  type ContactMessage,
  type ContactPage,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export type HandledFilter = 'unhandled' | 'handled' | 'all';

export interface ListMessagesArgs {
  page: number;
  limit: number;
  filter: HandledFilter;
}

const MESSAGE_LISTS = { type: 'ContactMessage', id: 'LIST' } as const;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ _id: string; message: string }, ContactBody>({
      query: (body) => apiCall(endpoints.sendMessage, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
    listContactMessages: build.query<ContactPage, ListMessagesArgs>({
      query: ({ filter, page, limit }) =>
        apiCall(endpoints.listMessages, {
          query: {
            page,
            limit,
            ...(filter === 'all' ? {} : { handled: filter === 'handled' ? 'true' : 'false' }),
          },
        }),
      providesTags: [MESSAGE_LISTS],
    }),
    setContactHandled: build.mutation<ContactMessage, { id: string; handled: boolean }>({
      query: ({ id, handled }) => apiCall(endpoints.setHandled, { params: { id }, body: { handled } }),
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
  }),
});

export const { useSendContactMessageMutation, useListContactMessagesQuery, useSetContactHandledMutation } =
  contactApi;
