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
 * token keeps calling. Whatever changes a session — logout, a role or password change, a deleted
 * account, in this process or another on the same database — is forgotten when the change feed
 * says so (db/change-feed.ts); the lifetime is a safety expiry should a notice ever be missed.
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
  /** Counts forgets, so a read that raced one is not cached (see `readMark`). */
  let forgets = 0;
  return {
    /**
     * Taken before reading a session from the database and handed to `set`: if anything was
     * forgotten meanwhile, the row read may already be stale and is not kept.
     */
    readMark(): number {
      return forgets;
    },
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
    set(sessionId: string, session: CachedSession, mark = forgets): void {
      if (mark !== forgets) return;
      // Map keeps insertion order: when full, the oldest entry goes first.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { session, readAt: now().getTime() });
    },
    forgetSession(sessionId: string): void {
      forgets += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      forgets += 1;
      for (const [sessionId, entry] of entries) {
        if (entry.session.userId === userId) entries.delete(sessionId);
      }
    },
    forgetAll(): void {
      forgets += 1;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
