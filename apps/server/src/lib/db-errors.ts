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
