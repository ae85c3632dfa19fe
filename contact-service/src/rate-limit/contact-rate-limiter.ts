import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import { FixedWindowCounter } from './fixed-window-counter';

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * Counts accepted messages per client address against a per-minute and a per-day allowance.
 * The in-process limiter answers synchronously (no promise per request); the shared one cannot.
 */
export interface ContactRateLimiter {
  consume(clientKey: string): RateLimitDecision | Promise<RateLimitDecision>;
  /** Gives a message back, for submissions that were counted but not stored. */
  refund(clientKey: string): void | Promise<void>;
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

const ALLOWED: RateLimitDecision = Object.freeze({ allowed: true });

/**
 * In-process counters (one replica) or, given a Redis client, counters shared by every replica.
 * If Redis fails, an in-memory limiter takes over so visitors can still reach the operator.
 */
export function createContactRateLimiter(limits: RateLimits, redis?: Redis): ContactRateLimiter {
  return redis ? sharedRateLimiter(limits, redis) : inProcessRateLimiter(limits);
}

/** One replica's counters, checked synchronously on the request path. */
function inProcessRateLimiter(limits: RateLimits): ContactRateLimiter {
  const windows = [
    { counter: new FixedWindowCounter(limits.perMinute, 60_000), message: perMinuteMessage(limits) },
    { counter: new FixedWindowCounter(limits.perDay, 24 * 60 * 60_000), message: perDayMessage(limits) },
  ];
  return {
    consume(clientKey) {
      for (let index = 0; index < windows.length; index++) {
        const msBeforeNext = windows[index].counter.hit(clientKey);
        if (msBeforeNext === 0) continue;
        // The narrower windows already counted this attempt; give those back.
        for (let narrower = 0; narrower < index; narrower++) windows[narrower].counter.giveBack(clientKey);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)), message: windows[index].message };
      }
      return ALLOWED;
    },
    refund(clientKey) {
      for (const window of windows) window.counter.giveBack(clientKey);
    },
  };
}

function perMinuteMessage(limits: RateLimits): string {
  return `Too many messages: at most ${limits.perMinute} per minute. Please try again later.`;
}

function perDayMessage(limits: RateLimits): string {
  return `Too many messages: at most ${limits.perDay} per day. Please try again tomorrow.`;
}

/** Counters in Redis, shared by every replica, with in-memory insurance while Redis is away. */
function sharedRateLimiter(limits: RateLimits, redis: Redis): ContactRateLimiter {
  const build = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${limits.keyPrefix}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
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
      message: perMinuteMessage(limits),
    },
    {
      limiter: build('day', limits.perDay, 24 * 60 * 60),
      message: perDayMessage(limits),
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
      return ALLOWED;
    },
    async refund(clientKey) {
      await Promise.all(windows.map((w) => w.limiter.reward(clientKey).catch(() => undefined)));
    },
  };
}
