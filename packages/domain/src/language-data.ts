/**
 * The interface languages, plain data with no zod: the web imports it (`@kadirio/domain/language`)
 * before anything else. The schema is in language.ts, which re-exports all of this.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
