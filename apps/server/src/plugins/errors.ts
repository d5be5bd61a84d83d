import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { messageIn, requestLanguage } from '../lib/message-language';
import { SECURITY_HEADERS } from './security';

/** Fastify's own client errors, by code, with the status and words we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type; send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON' },
  FST_ERR_VALIDATION: { status: 400, message: 'The request is not valid' },
};
/** How soon a client may retry while the database is unavailable (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable just now; try again in a few seconds';

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
 * One error envelope `{ message }`. Client mistakes get their 4xx with words that name the
 * problem; anything else is a 500 with a generic message, the detail going to the log with the
 * request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The message in the language the request asks for (decision 0016).
    const language = requestLanguage(request.headers['accept-language']);
    const send = (status: number, message: string) => {
      const vary = reply.getHeader('vary');
      return reply
        .code(status)
        .header('content-language', language)
        .header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
        .send({ message: messageIn(language, message) });
    };
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.message);
    }
    if (error.validation) return send(400, describeValidation(error));
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known)
      return send(known.status, known.status === 400 ? error.message || known.message : known.message);
    if (isDatabaseUnavailable(error)) {
      // Logged as a warning: the outage is the operator's news, not a bug in this request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    if (error.statusCode === 429) return send(429, 'Too many requests; slow down and try again shortly');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'Something went wrong on our side; please try again');
  });
}

/** The router's refusals, answered before any route or hook: by code, with our words. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A path parameter is too long (200 characters at most)' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid (a malformed %-encoding)' },
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
  void reply
    .code(known?.status ?? 500)
    .headers({ ...SECURITY_HEADERS, 'x-request-id': request.id, 'cache-control': 'no-store' })
    .send({ message: known?.message ?? 'Something went wrong on our side; please try again' });
}
