import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; message: string };

/** Counts accepted messages per client address against a per-minute and a per-day allowance. */
export interface ContactRateLimiter {
  consume(clientKey: string): Promise<RateLimitDecision>;
  /** Gives a message back, for submissions that were counted but not stored. */
  refund(clientKey: string): Promise<void>;
}

export interface RateLimits {
  perMinute: number;
  perDay: number;
  keyPrefix: string;
}

interface Window {
  limiter: RateLimiterAbstract;
  message: string;
}

/**
 * In-process counters (one replica) or, given a Redis client, counters shared by every replica.
 * If Redis fails, an in-memory limiter takes over so visitors can still reach the operator.
 */
export function createContactRateLimiter(limits: RateLimits, redis?: Redis): ContactRateLimiter {
  const build = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${limits.keyPrefix}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const windows: Window[] = [
    {
      limiter: build('minute', limits.perMinute, 60),
      message: `Too many messages: at most ${limits.perMinute} per minute. Please try again later.`,
    },
    {
      limiter: build('day', limits.perDay, 24 * 60 * 60),
      message: `Too many messages: at most ${limits.perDay} per day. Please try again tomorrow.`,
    },
  ];

  return {
    async consume(clientKey) {
      for (const [index, window] of windows.entries()) {
        try {
          await window.limiter.consume(clientKey);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // The narrower windows already counted this attempt; give those points back.
          await Promise.all(windows.slice(0, index).map((w) => w.limiter.reward(clientKey).catch(() => undefined)));
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
            message: window.message,
          };
        }
      }
      return { allowed: true };
    },
    async refund(clientKey) {
      await Promise.all(windows.map((w) => w.limiter.reward(clientKey).catch(() => undefined)));
    },
  };
}
