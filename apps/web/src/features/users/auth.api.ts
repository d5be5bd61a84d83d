import { usersEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query, type ResultOf } from '../../lib/endpoint-query';

export type UpdateUserResponse = ResultOf<typeof endpoints.updateUser>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: mutation(build, endpoints.login, { request: 'body' }),
    register: mutation(build, endpoints.register, { request: 'body' }),
    /**
     * Takes the token explicitly: the client clears its session at once and does not wait for
     * this call, so the header cannot come from the (by then empty) session.
     */
    logout: mutation(build, endpoints.logout, {
      request: (token: string) => ({ headers: { authorization: `Bearer ${token}` } }),
    }),
    passwordResetOptions: query(build, endpoints.passwordResetOptions),
    requestPasswordReset: mutation(build, endpoints.requestPasswordReset, {
      request: (email: string) => ({ body: { email } }),
    }),
    resetPassword: mutation(build, endpoints.resetPassword, { request: 'body' }),
    getMe: query(build, endpoints.getMe, {
      providesTags: (result) => (result ? [{ type: 'User', id: result._id }] : []),
    }),
    updateProfile: mutation(build, endpoints.updateUser, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'User', id }]),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetMeQuery,
  useUpdateProfileMutation,
  usePasswordResetOptionsQuery,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
