import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config, RateLimitRule } from '../config.ts';
import { tooManyRequests } from './http-errors.ts';

// Brute-force limits per IP and per account. In memory on one instance; shared through Redis when
// REDIS_URL is set, so N instances enforce one budget — under the installation's own keys, so two
// installations sharing a Redis do not share their budgets.

export type Limiter = {
  /** Throws 429 when the key has used its budget, without using any. */
  check(key: string): Promise<void>;
  /** Uses one point; throws 429 when that goes over the budget. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export type Limiters = Record<keyof Config['rateLimits'], Limiter> & { close(): Promise<void> };

function retryAfter(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function wrap(limiter: RateLimiterAbstract, rule: RateLimitRule): Limiter {
  return {
    async check(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= rule.points) throw tooManyRequests(retryAfter(res));
    },
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(retryAfter(error));
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** `installation`: the installation's id (every instance of it agrees), which names its Redis keys. */
export function createLimiters(config: Config, installation = 'local'): Limiters {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const make = (name: keyof Config['rateLimits']): Limiter => {
    const rule = config.rateLimits[name];
    const options = {
      keyPrefix: `energiek:rl:${installation}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    const limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
    return wrap(limiter, rule);
  };
  return {
    loginPerIp: make('loginPerIp'),
    loginFailuresPerAccountIp: make('loginFailuresPerAccountIp'),
    loginFailuresPerAccount: make('loginFailuresPerAccount'),
    codeFailuresPerAccountIp: make('codeFailuresPerAccountIp'),
    codeFailuresPerAccount: make('codeFailuresPerAccount'),
    passwordRequestsPerIp: make('passwordRequestsPerIp'),
    passwordRequestsPerAccount: make('passwordRequestsPerAccount'),
    signingPerIp: make('signingPerIp'),
    publicFormsPerIp: make('publicFormsPerIp'),
    close: async () => {
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}
