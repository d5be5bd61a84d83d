import type { AccessLevel } from '@kadirio/domain';

/** What a live session says about its caller, as last read from the database. */
export interface CachedSession {
  userId: string;
  accessLevel: AccessLevel;
  tokenVersion: number;
  expiresAt: Date;
}

/**
 * Remembers live sessions for a few seconds, so the per-request session lookup (a database round
 * trip on every signed-in request, the largest share of a simple read) is skipped while the same
 * token keeps calling. Whatever this process changes — logout, a role or password change, a
 * deleted account — is forgotten at once by the users service; the short lifetime bounds how
 * long a change made elsewhere (another server process on the same PostgreSQL) goes unseen.
 */
export function createSessionCache({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}) {
  const entries = new Map<string, { session: CachedSession; readAt: number }>();
  return {
    get(sessionId: string): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      const at = now().getTime();
      if (at - entry.readAt >= ttlMs || entry.session.expiresAt.getTime() <= at) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    set(sessionId: string, session: CachedSession): void {
      // Map keeps insertion order: when full, the oldest entry goes first.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { session, readAt: now().getTime() });
    },
    forgetSession(sessionId: string): void {
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      for (const [sessionId, entry] of entries) {
        if (entry.session.userId === userId) entries.delete(sessionId);
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
