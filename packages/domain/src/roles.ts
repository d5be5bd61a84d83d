import { z } from 'zod';

/** Every role a signed-in person can hold (`accessLevel`), as product.md §1 lists them. */
export const ACCESS_LEVELS = [
  'admin',
  'user',
  'boq',
  'pricetag',
  'unitchecker',
  'typechecker',
  'failedchecker',
] as const;

export const AccessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof AccessLevelSchema>;

export const CHECKER_LEVELS = [
  'typechecker',
  'unitchecker',
  'failedchecker',
] as const satisfies readonly AccessLevel[];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}
