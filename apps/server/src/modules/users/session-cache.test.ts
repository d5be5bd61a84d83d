import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache';

function clock(start = Date.parse('2026-06-01T10:00:00Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const session = (
  userId: string,
  expiresInMs = 3_600_000,
  from = Date.parse('2026-06-01T10:00:00Z'),
): CachedSession => ({
  userId,
  accessLevel: 'user',
  tokenVersion: 0,
  expiresAt: new Date(from + expiresInMs),
});

describe('createSessionCache', () => {
  it('answers a session it was given until its lifetime is over', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    cache.set('s1', session('u1'));
    time.advance(4_999);
    expect(cache.get('s1')?.userId).toBe('u1');
    time.advance(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('never answers a session past its own expiry, however fresh the entry', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    cache.set('s1', session('u1', 1_000));
    time.advance(1_000);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10, now: clock().now });
    cache.set('a1', session('a'));
    cache.set('a2', session('a'));
    cache.set('b1', session('b'));
    cache.forgetSession('b1');
    expect(cache.get('b1')).toBeUndefined();
    cache.forgetUser('a');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 2, now: clock().now });
    cache.set('s1', session('u1'));
    cache.set('s2', session('u2'));
    cache.set('s3', session('u3'));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')?.userId).toBe('u2');
    expect(cache.get('s3')?.userId).toBe('u3');
  });

  it('does not keep a row read before a forget that happened while it was read', () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10, now: clock().now });
    const mark = cache.readMark();
    cache.forgetUser('u1'); // a revocation heard while the database answered
    cache.set('s1', session('u1'), mark);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', session('u1'), cache.readMark());
    expect(cache.get('s1')?.userId).toBe('u1');
  });

  it('forgets everything at once', () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10, now: clock().now });
    cache.set('s1', session('u1'));
    cache.set('s2', session('u2'));
    cache.forgetAll();
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
  });
});
