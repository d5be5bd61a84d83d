import {
  usersEndpoints as endpoints,
  type LoginBody,
  type PasswordResetBody,
  type PasswordResetOptions,
  type LogoutResponseSchema,
  type RegisterBody,
  type SessionUser,
  type UpdateUserBody,
  type UpdateUserResponseSchema,
  type User,
} from '@kadirio/domain';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;
type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginBody>({
      query: (body) => apiCall(endpoints.login, { body }),
    }),
    register: build.mutation<SessionUser, RegisterBody>({
      query: (body) => apiCall(endpoints.register, { body }),
    }),
    /**
     * Takes the token explicitly: the client clears its session at once and does not wait for
     * this call, so the header cannot come from the (by then empty) session.
     */
    logout: build.mutation<LogoutResponse, string>({
      query: (token) => ({
        ...apiCall(endpoints.logout),
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
    passwordResetOptions: build.query<PasswordResetOptions, void>({
      query: () => apiCall(endpoints.passwordResetOptions),
    }),
    requestPasswordReset: build.mutation<LogoutResponse, string>({
      query: (email) => apiCall(endpoints.requestPasswordReset, { body: { email } }),
    }),
    resetPassword: build.mutation<LogoutResponse, PasswordResetBody>({
      query: (body) => apiCall(endpoints.resetPassword, { body }),
    }),
    getMe: build.query<User, void>({
      query: () => apiCall(endpoints.getMe),
      providesTags: (result) => (result ? [{ type: 'User', id: result._id }] : []),
    }),
    updateProfile: build.mutation<UpdateUserResponse, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => apiCall(endpoints.updateUser, { params: { id }, body }),
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
