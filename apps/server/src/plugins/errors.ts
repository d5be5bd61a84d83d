import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
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
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply
        .code(known.status)
        .send({ message: known.status === 400 ? error.message || known.message : known.message });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: 'Too many requests; slow down and try again shortly' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side; please try again' });
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
