import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { requestLanguage } from '../lib/message-language';
import { MESSAGES, resolveMessage, translate, type ErrorCode, type MessageCode } from '../lib/messages';
import { SECURITY_HEADERS } from './security';

/** Fastify's own client errors, by code, with the status and the message we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: MessageCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'request.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'request.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'request.content_length_mismatch' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'request.empty_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'request.invalid_json' },
  FST_ERR_VALIDATION: { status: 400, message: 'request.invalid' },
};
/** How soon a client may retry while the database is unavailable (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE: MessageCode = 'server.database_unavailable';

/** "email: email is not a valid address" — the field first, so the client can point at it. */
function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || error.validationContext || 'request'}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * One error envelope `{ message, code }` (lib/messages.ts). Client mistakes get their 4xx with
 * words that name the problem; anything else is a 500 with a generic message, the detail going
 * to the log with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The message in the language the request asks for (decision 0016).
    const language = requestLanguage(request.headers['accept-language']);
    const answer = (status: number, code: ErrorCode, message: string) => {
      const vary = reply.getHeader('vary');
      return reply
        .code(status)
        .header('content-language', language)
        .header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
        .send({ message: translate(language, code, message), code });
    };
    const send = (status: number, codeOrSentence: string) => {
      const { code, message } = resolveMessage(codeOrSentence);
      return answer(status, code, message);
    };
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return answer(error.statusCode, error.code, error.message);
    }
    if (error.validation) {
      // A schema's own words name the field; those the catalogue knows keep their code.
      const described = resolveMessage(describeValidation(error));
      return answer(
        400,
        described.code === 'request.refused' ? 'request.invalid' : described.code,
        described.message,
      );
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      // Fastify's own words name a 400's problem more precisely than ours; they stay English.
      if (known.status === 400 && error.message) return answer(400, known.message, error.message);
      return send(known.status, known.message);
    }
    if (isDatabaseUnavailable(error)) {
      // Logged as a warning: the outage is the operator's news, not a bug in this request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    if (error.statusCode === 429) return send(429, 'request.rate_limited');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'server.unexpected');
  });
}

/** The router's refusals, answered before any route or hook: by code, with our words. */
const ROUTER_ERRORS: Record<string, { status: number; message: MessageCode }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'request.parameter_too_long' },
  FST_ERR_BAD_URL: { status: 400, message: 'request.malformed_url' },
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before a route is found (a path parameter
 * over `maxParamLength`, a malformed %-encoding) would otherwise get Fastify's own body, which
 * echoes the path, without our headers. No hook runs for these, so the headers the hooks give
 * every other answer are set here; the message names the problem, never the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
  if (!known) request.log.error({ err: error }, 'router error');
  const code = known?.message ?? 'server.unexpected';
  void reply
    .code(known?.status ?? 500)
    .headers({ ...SECURITY_HEADERS, 'x-request-id': request.id, 'cache-control': 'no-store' })
    .send({ message: MESSAGES[code].en, code });
}
