import type {
  LoginBody,
  RegisterBody,
  SessionUser,
  UpdateUserBody,
  UpdateUserResponseSchema,
  LogoutResponseSchema,
  User,
} from '@kadirio/domain';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;
type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginBody>({
      query: (body) => ({ url: 'users/login', method: 'POST', body }),
    }),
    register: build.mutation<SessionUser, RegisterBody>({
      query: (body) => ({ url: 'users/', method: 'POST', body }),
    }),
    /**
     * Takes the token explicitly: the client clears its session at once and does not wait for
     * this call, so the header cannot come from the (by then empty) session.
     */
    logout: build.mutation<LogoutResponse, string>({
      query: (token) => ({
        url: 'users/logout',
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
    getMe: build.query<User, void>({
      query: () => 'users/me',
      providesTags: (result) => (result ? [{ type: 'User', id: result._id }] : []),
    }),
    updateProfile: build.mutation<UpdateUserResponse, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `users/${id}`, method: 'PUT', body }),
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
} = authApi;
