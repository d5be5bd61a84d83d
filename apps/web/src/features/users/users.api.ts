import {
  usersEndpoints as endpoints,
  type AccessLevel,
  type DeleteUserResponseSchema,
  type PasswordResetLink,
  type UpdateUserBody,
  type UpdateUserResponseSchema,
  type UserPage,
} from '@kadirio/domain';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export interface ListUsersArgs {
  page: number;
  limit: number;
  search?: string;
  accessLevel?: AccessLevel;
}

type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;
type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;

const USER_LIST = { type: 'User', id: 'LIST' } as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, ListUsersArgs>({
      query: (query) => apiCall(endpoints.listUsers, { query }),
      providesTags: (result) =>
        result
          ? [...result.items.map((user) => ({ type: 'User' as const, id: user._id })), USER_LIST]
          : [USER_LIST],
    }),
    /**
     * A role change also moves the user between role-filtered lists, so it invalidates every list;
     * other edits invalidate only the lists and views that hold that user.
     */
    updateUser: build.mutation<UpdateUserResponse, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => apiCall(endpoints.updateUser, { params: { id }, body }),
      invalidatesTags: (_result, error, { id, body }) => {
        if (error) return [];
        return body.accessLevel === undefined ? [{ type: 'User', id }] : [{ type: 'User', id }, USER_LIST];
      },
    }),
    /** Deleting shifts every later page and total, so every list is refetched. */
    deleteUser: build.mutation<DeleteUserResponse, string>({
      query: (id) => apiCall(endpoints.deleteUser, { params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'User', id }, USER_LIST]),
    }),
    /** A one-time reset link for someone without e-mail; nothing cached changes. */
    issueResetLink: build.mutation<PasswordResetLink, string>({
      query: (id) => apiCall(endpoints.issuePasswordResetLink, { params: { id } }),
    }),
  }),
});

export const { useListUsersQuery, useUpdateUserMutation, useDeleteUserMutation, useIssueResetLinkMutation } =
  usersApi;
