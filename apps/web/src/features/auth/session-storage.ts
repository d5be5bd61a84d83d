import type { SessionUser } from '@kadirio/domain';
import { readStorage, writeStorage } from '../../lib/storage';

/** docs/specification.md §9: the session object (token included) lives in session storage under `user`. */
export const SESSION_STORAGE_KEY = 'user';
/** The client-side sign-in time (docs/specification.md §3 `lastLogin`), kept beside the session, not inside it. */
export const LAST_LOGIN_STORAGE_KEY = 'lastLogin';

export interface StoredSession {
  user: SessionUser | null;
  lastLogin: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A light shape check rather than the domain's zod schema: this runs before the first paint and
 * keeps zod out of the entry bundle. The server checks the token on every call anyway.
 */
function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    typeof value.accessLevel === 'string' &&
    typeof value.name === 'string'
  );
}

export function loadStoredSession(): StoredSession {
  const raw = readStorage('session', SESSION_STORAGE_KEY);
  if (raw === null) return { user: null, lastLogin: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) {
      return { user: parsed, lastLogin: readStorage('session', LAST_LOGIN_STORAGE_KEY) };
    }
  } catch {
    // Unreadable: treated as no session, and removed below.
  }
  saveSession({ user: null, lastLogin: null });
  return { user: null, lastLogin: null };
}

/** Writes the session, or removes both keys when signed out. */
export function saveSession({ user, lastLogin }: StoredSession): void {
  writeStorage('session', SESSION_STORAGE_KEY, user ? JSON.stringify(user) : null);
  writeStorage('session', LAST_LOGIN_STORAGE_KEY, user ? lastLogin : null);
}
