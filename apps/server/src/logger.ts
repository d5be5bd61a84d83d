import type { FastifyServerOptions } from 'fastify';

/**
 * The server's logger settings: JSON lines at the configured level, credentials redacted should a
 * serializer ever include headers. Tests pass a stream to read what production would write.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}
