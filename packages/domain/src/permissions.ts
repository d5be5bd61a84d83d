import { CHECKER_LEVELS, type AccessLevel } from './roles';

/**
 * Who may do what, in one vocabulary for the server and the web. Endpoints carry a policy (their
 * declarations in `*.endpoints.ts`); services and screens ask `can(policy, role)` of the same
 * policies instead of listing roles again.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in role.
 * - `roles`: only these roles; with `orOwner`, also the owner of the addressed record, which the
 *   service checks (an outsider then gets 403 or 404, never the record).
 */
export type RoutePolicy =
  | { readonly access: 'public' }
  | { readonly access: 'signedIn' }
  | { readonly access: 'roles'; readonly roles: readonly AccessLevel[]; readonly orOwner?: boolean };

/** The groups of roles the product names (docs/product.md, "Who uses it"). */
export const ROLE_GROUPS = {
  admins: ['admin'],
  /** Who sends house plans: clients, and admin on their behalf. */
  planSenders: ['user', 'admin'],
  /** The three checking desks. */
  checkers: [...CHECKER_LEVELS, 'admin'],
  /** Who reads BOQ sheets: quantity surveyors, price setters, admin. */
  boqReaders: ['boq', 'pricetag', 'admin'],
  /** Who edits, completes and issues BOQ sheets. */
  boqEditors: ['boq', 'admin'],
  /** Who sets catalogue rates. */
  rateSetters: ['admin', 'pricetag'],
  /** Staff who may open any plan their desk handles: the checkers and the BOQ staff. */
  planStaff: [...CHECKER_LEVELS, 'boq', 'pricetag', 'admin'],
} as const satisfies Record<string, readonly AccessLevel[]>;

function rolesPolicy(roles: readonly AccessLevel[], orOwner = false): RoutePolicy {
  return orOwner ? { access: 'roles', roles, orOwner } : { access: 'roles', roles };
}

export const PUBLIC: RoutePolicy = { access: 'public' };
export const SIGNED_IN: RoutePolicy = { access: 'signedIn' };
export const ADMIN_ONLY = rolesPolicy(ROLE_GROUPS.admins);
export const ADMIN_OR_OWNER = rolesPolicy(ROLE_GROUPS.admins, true);
export const PLAN_SENDERS = rolesPolicy(ROLE_GROUPS.planSenders);
export const RATE_SETTERS = rolesPolicy(ROLE_GROUPS.rateSetters);
export const BOQ_READERS = rolesPolicy(ROLE_GROUPS.boqReaders);
export const BOQ_EDITORS = rolesPolicy(ROLE_GROUPS.boqEditors);
/** BOQ staff, and the plan's owner for what was issued to them (the service checks ownership). */
export const BOQ_READERS_OR_OWNER = rolesPolicy(ROLE_GROUPS.boqReaders, true);
/** BOQ editors, and the plan's owner for their own plan (the service checks ownership). */
export const BOQ_EDITORS_OR_OWNER = rolesPolicy(ROLE_GROUPS.boqEditors, true);
/** A plan: its owner, the staff of its desks and admin (the service hides a plan from the rest). */
export const PLAN_STAFF_OR_OWNER = rolesPolicy(ROLE_GROUPS.planStaff, true);
/** A plan's checkers and admin move it through the workflow; its owner too, for the moves owners make. */
export const CHECKERS_OR_OWNER = rolesPolicy(ROLE_GROUPS.checkers, true);

/** Only the staff of one desk (and admin): a checker's queue. */
export function deskPolicy(...roles: AccessLevel[]): RoutePolicy {
  return rolesPolicy([...roles, 'admin']);
}

export type PolicyDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'ownerCheck';

/**
 * What the policy alone says for a caller. `ownerCheck` means the role is not listed but the
 * route admits owners, so the service decides once it knows the record.
 */
export function decidePolicy(policy: RoutePolicy, accessLevel: AccessLevel | null): PolicyDecision {
  if (policy.access === 'public') return 'allow';
  if (accessLevel === null) return 'unauthenticated';
  if (policy.access === 'signedIn') return 'allow';
  if (policy.roles.includes(accessLevel)) return 'allow';
  return policy.orOwner ? 'ownerCheck' : 'forbidden';
}

/** Whether this role may act under the policy by its role alone (ownership is not a role). */
export function can(policy: RoutePolicy, accessLevel: AccessLevel | null | undefined): boolean {
  return decidePolicy(policy, accessLevel ?? null) === 'allow';
}

export function isAdmin(accessLevel: AccessLevel | null | undefined): boolean {
  return accessLevel === 'admin';
}
