/** A unique constraint refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite both report SQLSTATE as `code`; Drizzle wraps it in `cause`.
  const codeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const causeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'cause' in value ? value.cause : undefined;
  return codeOf(error) === '23505' || codeOf(causeOf(error)) === '23505';
}
