/**
 * Redis-backed implementations of the result cache, in-flight sharing and the rate limiter, each
 * falling back to the in-process one while Redis does not answer.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import type { InFlight } from './in-flight.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { CachedResult, ResultCache } from './result-cache.ts';

const PREFIX = 'gleaner:';

export function createRedisResultCache(redis: Redis, local: ResultCache, ttlSeconds: number): ResultCache {
  if (ttlSeconds === 0) return local;
  return {
    async get(key) {
      try {
        const raw = await redis.get(`${PREFIX}cache:${key}`);
        return raw ? (JSON.parse(raw) as CachedResult) : undefined;
      } catch {
        return local.get(key);
      }
    },
    async set(key, data) {
      await local.set(key, data);
      try {
        await redis.set(`${PREFIX}cache:${key}`, JSON.stringify({ data, storedAt: Date.now() }), 'EX', ttlSeconds);
      } catch {
        // Redis away: the local copy serves this instance until it returns.
      }
    },
  };
}

/**
 * In-flight sharing across instances: the first instance to take `lock:<key>` fetches; the others
 * wait for its result to appear in the shared cache, and go on alone if the lock disappears
 * without one (the leader failed) or the wait outlives the deadline.
 */
export function createRedisInFlight(redis: Redis, local: InFlight, cache: ResultCache, opts: { lockMs: number; pollMs: number }): InFlight {
  const owner = randomUUID();
  return {
    join: (key) => local.join(key),
    lead(key, work) {
      local.lead(key, work);
      const release = () => {
        redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, `${PREFIX}lock:${key}`, owner).catch(() => {});
      };
      work.then(release, release);
    },
    async awaitPeer(key, signal) {
      let taken: string | null;
      try {
        taken = await redis.set(`${PREFIX}lock:${key}`, owner, 'PX', opts.lockMs, 'NX');
      } catch {
        return undefined; // Redis away: lead locally.
      }
      if (taken) return undefined;
      const deadline = Date.now() + opts.lockMs;
      while (Date.now() < deadline && !signal.aborted) {
        await new Promise((r) => setTimeout(r, opts.pollMs));
        const hit = await cache.get(key);
        if (hit) return hit.data;
        const holder = await redis.get(`${PREFIX}lock:${key}`).catch(() => null);
        // The leader stores its result before letting go: look once more before going alone.
        if (!holder) return (await cache.get(key))?.data;
      }
      return undefined;
    },
  };
}

export function createRedisRateLimiter(redis: Redis, perMinute: number): RateLimiter {
  if (perMinute <= 0) return { consume: async () => {} };
  const insurance = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${PREFIX}rl`, points: perMinute, duration: 60, insuranceLimiter: insurance });
  return {
    async consume(keyId) {
      try {
        await limiter.consume(keyId);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) return; // limiter trouble never blocks a request
        const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', `More than ${perMinute} requests per minute for this key; retry in ${retryAfter} s.`, { headers: { 'retry-after': String(retryAfter) } });
      }
    },
  };
}
