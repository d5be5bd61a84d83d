import type { AccessLevel } from '@kadirio/domain';

/** The caller of a request, as the bearer token's session establishes it (plugins/auth.ts). */
export interface AuthUser {
  id: string;
  accessLevel: AccessLevel;
  sessionId: string;
}

/** Reads a bearer token: the caller, or null when the token is not (or no longer) valid. */
export type Authenticate = (token: string) => Promise<AuthUser | null>;
