import path from 'node:path';
import { DEFAULT_CONFIG } from './config';
import { startContactService } from './service';
import { postContact, VALID_MESSAGE } from './test-support/post-contact';
import { silentLogger } from './test-support/silent-logger';
import { makeTempDir } from './test-support/temp-dir';

describe('contact service metrics', () => {
  test('count what became of each message, requests by status, and the outbox depth, on a port of their own', async () => {
    const dir = makeTempDir();
    const service = await startContactService(
      { ...DEFAULT_CONFIG, port: 0, sqlitePath: path.join(dir.path, 'c.sqlite'), rateLimitPerMinute: 2, metrics: { port: 0, bind: '127.0.0.1' } },
      { logger: silentLogger },
    );
    try {
      const key = { 'idempotency-key': 'metrics-key-1' };
      expect((await postContact(service.url, VALID_MESSAGE, key)).status).toBe(201);
      expect((await postContact(service.url, VALID_MESSAGE, key)).status).toBe(201);
      expect((await postContact(service.url, { ...VALID_MESSAGE, subject: 'Other' }, key)).status).toBe(422);
      expect((await postContact(service.url, { name: 'x' })).status).toBe(400);
      expect((await postContact(service.url, { ...VALID_MESSAGE, subject: 'Second' })).status).toBe(201);
      expect((await postContact(service.url, { ...VALID_MESSAGE, subject: 'Third' })).status).toBe(429);

      const text = await (await fetch(service.metricsUrl!)).text();
      const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"=,]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
      expect({
        stored: value('contact_messages_total{outcome="stored",service="contact-service"}'),
        replayed: value('contact_messages_total{outcome="replayed",service="contact-service"}'),
        keyReused: value('contact_messages_total{outcome="key-reused",service="contact-service"}'),
        invalid: value('contact_messages_total{outcome="invalid",service="contact-service"}'),
        rateLimited: value('contact_messages_total{outcome="rate-limited",service="contact-service"}'),
        created: value('http_requests_total{server="contact",method="POST",route="contact",status="201",service="contact-service"}'),
        // No SMTP here: both stored messages wait in the outbox.
        outbox: value('contact_outbox_undelivered_messages{service="contact-service"}'),
      }).toEqual({ stored: 2, replayed: 1, keyReused: 1, invalid: 1, rateLimited: 1, created: 3, outbox: 2 });
      expect(value('contact_outbox_oldest_undelivered_age_seconds{service="contact-service"}')).toBeGreaterThanOrEqual(0);
      // Not on the service's own port.
      expect((await fetch(`${service.url}/metrics`)).status).toBe(404);
    } finally {
      await service.close();
      dir.remove();
    }
  });
});
