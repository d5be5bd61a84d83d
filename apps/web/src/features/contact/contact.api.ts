import { contactEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

export type HandledFilter = 'unhandled' | 'handled' | 'all';

export interface ListMessagesArgs {
  page: number;
  limit: number;
  filter: HandledFilter;
}

const MESSAGE_LISTS = { type: 'ContactMessage', id: 'LIST' } as const;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: mutation(build, endpoints.sendMessage, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
    listContactMessages: query(build, endpoints.listMessages, {
      // The screen's filter is a three-way choice; the API's `handled` is absent for "all".
      request: ({ filter, page, limit }: ListMessagesArgs) => ({
        query: {
          page,
          limit,
          ...(filter === 'all'
            ? {}
            : { handled: filter === 'handled' ? ('true' as const) : ('false' as const) }),
        },
      }),
      providesTags: [MESSAGE_LISTS],
    }),
    setContactHandled: mutation(build, endpoints.setHandled, {
      request: ({ id, handled }: { id: string; handled: boolean }) => ({ params: { id }, body: { handled } }),
      invalidatesTags: (_result, error) => (error ? [] : [MESSAGE_LISTS]),
    }),
  }),
});

export const { useSendContactMessageMutation, useListContactMessagesQuery, useSetContactHandledMutation } =
  contactApi;
