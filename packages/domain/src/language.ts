import { z } from 'zod';
import { LANGUAGES } from './language-data';

/** The schema over the language list; the list itself is plain data in language-data.ts. */
export * from './language-data';

export const LanguageSchema = z.enum(LANGUAGES);
