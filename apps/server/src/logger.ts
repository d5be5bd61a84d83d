import { pino, type Logger, type LoggerOptions } from 'pino';

/** What the log may know of a failed query's parameters: that there were some. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
/** An address; not a scoped package in a stack's file path (`node_modules/@scope/name`). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Seven digits or more, spaces and dashes allowed between them: a phone number, say. */
const LONG_NUMBER = /(?<![\w-])\+?\d(?:[\s-]?\d){6,}(?![\w-])/g;

/** An error's fields kept in the log: what it is and where, never the values it was about. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column'] as const;

function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/**
 * pino's `err` serializer without the personal data an error may carry: a failed query's
 * parameters (drizzle puts them in the message and in `params`; PostgreSQL's `detail` names a
 * duplicate key's value) are dropped, and e-mail addresses and phone-like numbers left in a
 * message or stack are masked. The class, the code, the constraint and the stack stay.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  const message = error.message.replace(QUERY_PARAMS, '\nparams: [redacted]');
  const described: Record<string, unknown> = {
    type: error.constructor.name,
    message: scrub(message),
    stack: error.stack === undefined ? undefined : scrub(error.stack.replace(error.message, message)),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') described[field] = value;
  }
  if (error.cause !== undefined && depth < 3) described.cause = describeError(error.cause, depth + 1);
  return described;
}

/**
 * The server's logger settings: JSON lines at the configured level; errors through
 * `describeError`; credentials, bodies and contact details redacted should anything ever log
 * them (the request serializer logs method and URL only). Tests pass a stream to read what
 * production would write.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): LoggerOptions & {
  stream?: { write(line: string): void };
} {
  return {
    level,
    serializers: { err: describeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'req.body',
        'body',
        'password',
        'email',
        'phone',
        '*.password',
        '*.email',
        '*.phone',
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}

/** The server's pino logger, made before anything else so the database can log through it too. */
export function createLogger(level: string, stream?: { write(line: string): void }): Logger {
  const { stream: destination, ...options } = loggerOptions(level, stream);
  return destination ? pino(options, destination) : pino(options);
}
