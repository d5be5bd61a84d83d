/** Every role a signed-in person can hold (`accessLevel`), as docs/product.md §1 lists them. */
export const ACCESS_LEVELS = [
  'admin',
  'user',
  'boq',
  'pricetag',
  'unitchecker',
  'typechecker',
  'failedchecker',
] as const;

export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const CHECKER_LEVELS = [
  'typechecker',
  'unitchecker',
  'failedchecker',
] as const satisfies readonly AccessLevel[];

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}
