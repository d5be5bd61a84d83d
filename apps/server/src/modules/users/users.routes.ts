import { USER_MESSAGES, usersEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { PasswordResetService } from './password-reset.service';
import type { UsersService } from './users.service';

export interface UsersRoutesOptions {
  users: UsersService;
  passwordResets: PasswordResetService;
  authRateLimitPerMinute: number;
}

/** Only without PUBLIC_URL: an admin's own request, shown to that admin, never e-mailed. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function usersRoutes(
  app: FastifyInstance,
  { users, passwordResets, authRateLimitPerMinute }: UsersRoutesOptions,
) {
  const authRateLimit = { rateLimit: { max: authRateLimitPerMinute, timeWindow: '1 minute' } };

  defineRoute(app, endpoints.register, (request) => users.register(request.body), { config: authRateLimit });

  defineRoute(app, endpoints.login, (request) => users.login(request.body), { config: authRateLimit });

  defineRoute(app, endpoints.logout, async (request) => {
    await users.logout(requireAuth(request));
    return { message: USER_MESSAGES.loggedOut };
  });

  defineRoute(app, endpoints.getMe, (request) => {
    const actor = requireAuth(request);
    return users.getUser(actor, actor.id);
  });

  defineRoute(app, endpoints.listUsers, (request) => users.listUsers(request.query));

  defineRoute(app, endpoints.getUser, (request) => users.getUser(requireAuth(request), request.params.id));

  defineRoute(app, endpoints.updateUser, async (request) => {
    const updated = await users.updateUser(requireAuth(request), request.params.id, request.body);
    return { ...updated, message: USER_MESSAGES.updated };
  });

  defineRoute(app, endpoints.passwordResetOptions, () => passwordResets.options());

  defineRoute(app, endpoints.requestPasswordReset, (request) => passwordResets.request(request.body.email), {
    config: authRateLimit,
  });

  defineRoute(app, endpoints.listPasswordResetRequests, () => passwordResets.listOpenRequests());

  defineRoute(app, endpoints.issuePasswordResetRequestLink, (request) =>
    passwordResets.issueForRequest(requireAuth(request).id, request.params.id, originOf(request)),
  );

  defineRoute(app, endpoints.closePasswordResetRequest, (request) =>
    passwordResets.closeRequest(requireAuth(request).id, request.params.id, request.body),
  );

  defineRoute(app, endpoints.resetPassword, (request) => passwordResets.reset(request.body), {
    config: authRateLimit,
  });

  defineRoute(app, endpoints.issuePasswordResetLink, (request) =>
    passwordResets.issueByAdmin(requireAuth(request).id, request.params.id, originOf(request)),
  );

  defineRoute(app, endpoints.deleteUser, async (request) => {
    await users.deleteUser(requireAuth(request), request.params.id);
    return { id: request.params.id, message: USER_MESSAGES.deleted };
  });
}
