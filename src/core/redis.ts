/**
 * The shared Redis (REDIS_URL) for the response cache, cross-instance in-flight sharing and rate
 * limits. Commands fail fast instead of queueing while Redis is away (no offline queue, short
 * timeouts): every user of it degrades to its in-process counterpart, so a Redis outage slows
 * nothing down and causes no 500s.
 */
import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    lazyConnect: false,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(2000, 100 * times),
  });
  // Errors surface per command (and are handled there); the connection-level event only logs noise.
  redis.on('error', () => {});
  return redis;
}
