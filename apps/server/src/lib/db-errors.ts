/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505). node-postgres and
 * PGlite both report SQLSTATE as `code`; Drizzle wraps the driver's error in `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const causeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'cause' in value ? value.cause : undefined;
  return codeOf(error) === '23505' || codeOf(causeOf(error)) === '23505';
}

/** The fields of a PUT body that were actually sent. */
export function sentFields(body: Record<string, unknown>): string[] {
  return Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/** Network failures reaching the database server (node-postgres reports the socket's code). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/**
 * SQLSTATE classes and codes that mean "the database is not there right now", not "this request
 * is wrong": class 08 (connection exception), 57P01–57P03 (shut down, crash, cannot connect now),
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres' own words when a connection ends or a pool cannot get one in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error (or anything in its `cause` chain: Drizzle wraps the driver's error) says the
 * database is unavailable, so the answer is 503 with Retry-After, not a generic 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
