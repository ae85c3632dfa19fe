import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createContactRateLimiter } from './contact-rate-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('contact rate limiter', () => {
  test('in memory: per-minute allowance, then a rejection with a retry delay', async () => {
    const limiter = createContactRateLimiter({ perMinute: 2, perDay: 5, keyPrefix: 'mem' });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    const rejected = await limiter.consume('a');
    expect(rejected).toMatchObject({ allowed: false, message: expect.stringContaining('per minute') });
    expect(rejected.allowed === false && rejected.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await limiter.consume('b')).toEqual({ allowed: true });
  });

  test('refund gives a message back', async () => {
    const limiter = createContactRateLimiter({ perMinute: 1, perDay: 5, keyPrefix: 'mem' });
    await limiter.consume('a');
    await limiter.refund('a');
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });

  describe('with Redis', () => {
    const keyPrefix = `contact-rl-test-${randomBytes(6).toString('hex')}`;
    const clients: Redis[] = [];
    const connect = () => {
      const client = new Redis(REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };

    afterAll(async () => {
      const cleaner = connect();
      const keys = await cleaner.keys(`${keyPrefix}*`);
      if (keys.length) await cleaner.del(...keys);
      await Promise.all(clients.map((c) => c.quit()));
    });

    test('two replicas share one allowance', async () => {
      const [a, b] = [connect(), connect()];
      await Promise.all([a.ping(), b.ping()]);
      const replicaA = createContactRateLimiter({ perMinute: 3, perDay: 10, keyPrefix }, a);
      const replicaB = createContactRateLimiter({ perMinute: 3, perDay: 10, keyPrefix }, b);
      expect(await replicaA.consume('203.0.113.9')).toEqual({ allowed: true });
      expect(await replicaB.consume('203.0.113.9')).toEqual({ allowed: true });
      expect(await replicaA.consume('203.0.113.9')).toEqual({ allowed: true });
      expect(await replicaB.consume('203.0.113.9')).toMatchObject({ allowed: false });
      expect(await replicaA.consume('203.0.113.9')).toMatchObject({ allowed: false });
    });

    test('when Redis is unreachable, an in-memory limit still applies instead of an error', async () => {
      const unreachable = new Redis('redis://127.0.0.1:1', {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
        retryStrategy: () => null,
      });
      unreachable.on('error', () => undefined);
      const limiter = createContactRateLimiter({ perMinute: 1, perDay: 10, keyPrefix }, unreachable);
      expect(await limiter.consume('a')).toEqual({ allowed: true });
      expect(await limiter.consume('a')).toMatchObject({ allowed: false });
      unreachable.disconnect();
    });
  });
});
