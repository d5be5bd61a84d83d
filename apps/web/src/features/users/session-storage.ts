import type { SessionUser } from '@kadirio/domain';
import { readStorage, writeStorage } from '../../lib/storage';

/**
 * docs/specification.md §9: the session object (token included) lives in session storage under
 * `user`, one tab's own. "Keep me signed in" keeps it in local storage instead, under the same
 * key, so every tab and a restarted browser find it (the server gave that session a longer life).
 */
export const SESSION_STORAGE_KEY = 'user';
/** The client-side sign-in time (docs/specification.md §3 `lastLogin`), kept beside the session, not inside it. */
export const LAST_LOGIN_STORAGE_KEY = 'lastLogin';

export interface StoredSession {
  user: SessionUser | null;
  lastLogin: string | null;
  /** True when the session is kept across tabs and restarts (local storage). */
  remember: boolean;
}

const SIGNED_OUT: StoredSession = { user: null, lastLogin: null, remember: false };

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

function readFrom(area: 'session' | 'local'): StoredSession | 'unreadable' | null {
  const raw = readStorage(area, SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) {
      return {
        user: parsed,
        lastLogin: readStorage(area, LAST_LOGIN_STORAGE_KEY),
        remember: area === 'local',
      };
    }
  } catch {
    // Unreadable: treated as no session, and removed by the caller.
  }
  return 'unreadable';
}

/** This tab's session first, then one kept across tabs; an unreadable one is removed. */
export function loadStoredSession(): StoredSession {
  for (const area of ['session', 'local'] as const) {
    const found = readFrom(area);
    if (found === 'unreadable') {
      writeStorage(area, SESSION_STORAGE_KEY, null);
      writeStorage(area, LAST_LOGIN_STORAGE_KEY, null);
    } else if (found) return found;
  }
  return SIGNED_OUT;
}

/** Writes the session where it belongs and removes it from the other place; removes both when signed out. */
export function saveSession({ user, lastLogin, remember }: StoredSession): void {
  const keep = user !== null;
  const target = remember ? 'local' : 'session';
  for (const area of ['session', 'local'] as const) {
    const here = keep && area === target;
    writeStorage(area, SESSION_STORAGE_KEY, here ? JSON.stringify(user) : null);
    writeStorage(area, LAST_LOGIN_STORAGE_KEY, here ? lastLogin : null);
  }
}
