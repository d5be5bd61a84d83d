import type { ContactBody, ContactMessage, ContactPage } from '@kadirio/domain';
import { api } from '../../lib/api';

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
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
    listContactMessages: build.query<ContactPage, ListMessagesArgs>({
      query: ({ filter, page, limit }) => ({
        url: 'contact',
        params: { page, limit, ...(filter === 'all' ? {} : { handled: String(filter === 'handled') }) },
      }),
      providesTags: [MESSAGE_LISTS],
    }),
    setContactHandled: build.mutation<ContactMessage, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({ url: `contact/${id}`, method: 'PUT', body: { handled } }),
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
  }),
});

export const { useSendContactMessageMutation, useListContactMessagesQuery, useSetContactHandledMutation } =
  contactApi;
