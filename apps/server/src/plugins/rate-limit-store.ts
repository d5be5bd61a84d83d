import { Redis } from 'ioredis';
import { ConfigError } from '../config';

/** The key prefix of every rate-limit counter, so one Redis may serve other things too. */
export const RATE_LIMIT_NAMESPACE = 'kadirio:rate-limit:';

/** Where a Redis URL points, without its password, for messages. */
function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * The Redis connection that holds rate-limit counters shared by every server process
 * (docs/decisions/0014-shared-rate-limits.md). Connected before the app serves: an unreachable
 * Redis stops the start naming REDIS_URL. Later, commands fail at once instead of queueing while
 * Redis is away, and the limiter lets such requests through (`skipOnError`): the sign-in lock-out,
 * which lives in PostgreSQL, still holds per account.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // Reconnect forever, at most every 2 s: Redis coming back needs no restart of ours.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors are reported through the failed commands; without a listener ioredis prints them.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`REDIS_URL: cannot reach Redis at ${describeRedisUrl(url)} (${reason})`);
  }
  return redis;
}
