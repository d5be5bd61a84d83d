import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, ADMIN_OR_OWNER, PUBLIC, SIGNED_IN } from '../permissions';
import {
  DeleteUserResponseSchema,
  ListUsersQuerySchema,
  LoginBodySchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  SessionUserSchema,
  UpdateUserBodySchema,
  UpdateUserResponseSchema,
  UserPageSchema,
  UserSchema,
} from '../users.contract';
import { defineEndpoint, defineEndpoints } from './endpoint';

const tag = 'users';

/** Accounts and sessions (docs/product.md, "Who uses it"). */
export const usersEndpoints = defineEndpoints({
  register: defineEndpoint({
    method: 'POST',
    path: '/api/users/',
    tag,
    summary: 'Register (always as a `user`)',
    policy: PUBLIC,
    body: RegisterBodySchema,
    errors: [429],
    responses: { 201: SessionUserSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/users/login',
    tag,
    summary: 'Sign in',
    policy: PUBLIC,
    body: LoginBodySchema,
    errors: [429],
    responses: { 200: SessionUserSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/users/logout',
    tag,
    summary: 'Sign out: revokes this token',
    policy: SIGNED_IN,
    responses: { 200: LogoutResponseSchema },
  }),
  getMe: defineEndpoint({
    method: 'GET',
    path: '/api/users/me',
    tag,
    summary: 'The signed-in account',
    policy: SIGNED_IN,
    responses: { 200: UserSchema },
  }),
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/users/',
    tag,
    summary: 'List accounts (admin): paginated, search by name or email, filter by role',
    policy: ADMIN_ONLY,
    query: ListUsersQuerySchema,
    responses: { 200: UserPageSchema },
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    tag,
    summary: 'One account (self or admin)',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: UserSchema },
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id',
    tag,
    summary: 'Edit an account (self; admin may also change the role)',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    // A password change's current password counts toward the sign-in lock-out.
    errors: [429],
    responses: { 200: UpdateUserResponseSchema },
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    tag,
    summary: 'Delete an account (admin, or self); refused (409) while it has paid orders',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: DeleteUserResponseSchema },
  }),
});
