/**
 * Per-key request rate limit (429 with Retry-After), counted in memory per process. A limiter
 * shared by several instances (Redis) implements the same interface.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

export interface RateLimiter {
  /** Counts one request for the key; throws RATE_LIMITED past the limit. */
  consume(keyId: string): Promise<void>;
}

export function createMemoryRateLimiter(perMinute: number): RateLimiter {
  if (perMinute <= 0) return { consume: async () => {} };
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return {
    async consume(keyId) {
      try {
        await limiter.consume(keyId);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', `More than ${perMinute} requests per minute for this key; retry in ${retryAfter} s.`, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
    },
  };
}
