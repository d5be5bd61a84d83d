import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteUserResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ListUsersQuerySchema,
  LoginBodySchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  SessionUserSchema,
  UpdateUserBodySchema,
  UpdateUserResponseSchema,
  USER_MESSAGES,
  UserPageSchema,
  UserSchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { UsersService } from './users.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

export interface UsersRoutesOptions {
  users: UsersService;
  authRateLimitPerMinute: number;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { users, authRateLimitPerMinute },
) => {
  const authRateLimit = { rateLimit: { max: authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/users/',
    {
      config: authRateLimit,
      schema: {
        tags: ['users'],
        summary: 'Register (always as a `user`)',
        body: RegisterBodySchema,
        response: { 201: SessionUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await users.register(request.body)),
  );

  app.post(
    '/api/users/login',
    {
      config: authRateLimit,
      schema: {
        tags: ['users'],
        summary: 'Sign in',
        body: LoginBodySchema,
        response: { 200: SessionUserSchema, ...errors },
      },
    },
    async (request) => users.login(request.body),
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: revokes this token',
        security: [{ bearerAuth: [] }],
        response: { 200: LogoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      await users.logout(requireAuth(request));
      return { message: USER_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in account',
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAuth(request);
      return users.getUser(actor, actor.id);
    },
  );

  app.get(
    '/api/users/',
    {
      schema: {
        tags: ['users'],
        summary: 'List accounts (admin): paginated, search by name or email, filter by role',
        security: [{ bearerAuth: [] }],
        querystring: ListUsersQuerySchema,
        response: { 200: UserPageSchema, ...errors },
      },
    },
    async (request) => users.listUsers(request.query),
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One account (self or admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => users.getUser(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit an account (self; admin may also change the role)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UpdateUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await users.updateUser(requireAuth(request), request.params.id, request.body);
      return { ...updated, message: USER_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an account (admin, or self); refused (409) while it has paid orders',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: DeleteUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      await users.deleteUser(requireAuth(request), request.params.id);
      return { id: request.params.id, message: USER_MESSAGES.deleted };
    },
  );
};
