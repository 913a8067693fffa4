/**
 * The shared Redis (REDIS_URL) for the response cache, cross-instance in-flight sharing and rate
 * limits. Commands fail fast instead of queueing while Redis is away (no offline queue, short
 * timeouts): every user of it degrades to its in-process counterpart, so a Redis outage slows
 * nothing down and causes no 500s.
 */
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 1000;

/**
 * Waits for the connection (at most CONNECT_TIMEOUT_MS, and never fails: a Redis that is down is
 * the fallback's business): a request served before it is ready would be counted in-process
 * only, past the shared rate limit (2026-11-26 CI: 6 of 10 requests over two fresh instances
 * passed a limit of 5, the first counted by an instance whose connection was not up yet).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: false,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(2000, 100 * times),
  });
  // Errors surface per command (and are handled there); the connection-level event only logs noise.
  redis.on('error', () => {});
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
