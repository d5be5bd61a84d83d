import { usersEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

const USER_LIST = { type: 'User', id: 'LIST' } as const;
const RESET_REQUESTS = { type: 'User', id: 'RESET_REQUESTS' } as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: query(build, endpoints.listUsers, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [...result.items.map((user) => ({ type: 'User' as const, id: user._id })), USER_LIST]
          : [USER_LIST],
    }),
    /**
     * A role change also moves the user between role-filtered lists, so it invalidates every list;
     * other edits invalidate only the lists and views that hold that user.
     */
    updateUser: mutation(build, endpoints.updateUser, {
      request: 'params',
      invalidatesTags: (_result, error, { id, body }) => {
        if (error) return [];
        return body.accessLevel === undefined ? [{ type: 'User', id }] : [{ type: 'User', id }, USER_LIST];
      },
    }),
    /** Deleting shifts every later page and total, so every list is refetched. */
    deleteUser: mutation(build, endpoints.deleteUser, {
      request: 'param',
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'User', id }, USER_LIST]),
    }),
    /** A one-time reset link for someone without e-mail; nothing cached changes. */
    issueResetLink: mutation(build, endpoints.issuePasswordResetLink, { request: 'param' }),
    listResetRequests: query(build, endpoints.listPasswordResetRequests, { providesTags: [RESET_REQUESTS] }),
    /** The link for an open request: shown once, the list itself does not change. */
    issueResetRequestLink: mutation(build, endpoints.issuePasswordResetRequestLink, { request: 'param' }),
    closeResetRequest: mutation(build, endpoints.closePasswordResetRequest, {
      request: 'params',
      invalidatesTags: (_result, error) => (error ? [] : [RESET_REQUESTS]),
    }),
  }),
});

export const {
  useListUsersQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useIssueResetLinkMutation,
  useListResetRequestsQuery,
  useIssueResetRequestLinkMutation,
  useCloseResetRequestMutation,
} = usersApi;
