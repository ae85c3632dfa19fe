import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEFAULT_CONFIG } from '../config';
import { startContactService } from '../service';
import type { NewMessage } from '../storage/message-store';
import { SqliteMessageStore } from '../storage/sqlite-message-store';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { silentLogger } from '../test-support/silent-logger';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server';
import { makeTempDir } from '../test-support/temp-dir';
import { Outbox } from './outbox';
import { createSmtpMailSender, type MailSender } from './smtp-mail-sender';

const CONTACT_EMAIL = 'operator@games.test';

function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return { id: randomUUID(), receivedAt: Date.now(), ...VALID_MESSAGE, ...overrides };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox delivery over SMTP', () => {
  let smtp: SmtpTestServer;
  let dir: ReturnType<typeof makeTempDir>;
  let store: SqliteMessageStore;
  let sender: MailSender;
  const outboxes: Outbox[] = [];

  const startOutbox = (overrides: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) => {
    const outbox = new Outbox({
      store,
      sender,
      logger: silentLogger,
      pollIntervalMs: 30,
      baseBackoffMs: 30,
      maxBackoffMs: 200,
      ...overrides,
    });
    outboxes.push(outbox);
    outbox.start();
    return outbox;
  };

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    dir = makeTempDir();
    store = SqliteMessageStore.open(path.join(dir.path, 'c.sqlite'));
    sender = createSmtpMailSender(
      { host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@games.test' },
      CONTACT_EMAIL,
    );
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((o) => o.stop()));
    sender.close();
    await store.close();
    await smtp.close();
    dir.remove();
  });

  test('sends a stored message to the contact address and marks it delivered', async () => {
    const message = newMessage({ name: 'Eve Bcc: victim@example.com', subject: 'Hi X-Injected: yes' });
    await store.save(message);
    startOutbox();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.to).toEqual([CONTACT_EMAIL]);
    expect(mail.from).toBe('site@games.test');
    expect(mail.raw).toContain(`Message-ID: <${message.id}@contact-service>`);
    expect(mail.raw).toMatch(/^Subject: Contact form: Hi X-Injected: yes\r$/m);
    expect(mail.raw).toMatch(/^Reply-To: .*<ada@example\.com>\r$/m);
    // Only one header line each; the would-be injected headers stay inside a value.
    expect(mail.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail.raw).toContain(VALID_MESSAGE.message);
    await waitFor(async () => (await store.list())[0].deliveredAt !== null);
    expect((await store.list())[0]).toMatchObject({ deliveryAttempts: 1, lastError: null });
  });

  test('a temporary SMTP failure is retried with back-off until delivered', async () => {
    smtp.failNext(2);
    const message = newMessage();
    await store.save(message);
    startOutbox();
    await waitFor(async () => (await store.list())[0].deliveredAt !== null);
    expect(smtp.received).toHaveLength(1);
    expect((await store.list())[0]).toMatchObject({ deliveryAttempts: 3, lastError: null });
  });

  test('an SMTP server that is down delays delivery but loses nothing', async () => {
    await smtp.close();
    const message = newMessage();
    await store.save(message);
    const outbox = startOutbox();
    await waitFor(async () => (await store.list())[0].deliveryAttempts >= 1 && (await store.list())[0].lastError !== null);
    await outbox.stop();
    expect((await store.list())[0].deliveredAt).toBeNull();

    smtp = await startSmtpTestServer();
    sender.close();
    sender = createSmtpMailSender({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@games.test' }, CONTACT_EMAIL);
    startOutbox();
    await smtp.waitForMessages(1);
    await waitFor(async () => (await store.list())[0].deliveredAt !== null);
  });

  test('a crash after claiming but before sending: the message is delivered once the lease expires', async () => {
    const message = newMessage({ receivedAt: 1_000 });
    await store.save(message);
    // The "crashed" sender claimed it and never reported back.
    expect(await store.claimDue(1_000, 10, 60_000)).toHaveLength(1);
    let clock = 2_000;
    const outbox = new Outbox({ store, sender, logger: silentLogger, pollIntervalMs: 1_000, baseBackoffMs: 10, maxBackoffMs: 10, now: () => clock });
    await outbox.deliverDue();
    expect(smtp.received).toHaveLength(0);
    clock = 61_000;
    await outbox.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect((await store.list())[0]).toMatchObject({ deliveredAt: 61_000, deliveryAttempts: 2 });
  });
});

describe('contact service with SMTP configured', () => {
  test('a message posted while the service was down for SMTP is delivered after a restart', async () => {
    const smtp = await startSmtpTestServer();
    const dir = makeTempDir();
    const base = {
      ...DEFAULT_CONFIG,
      port: 0,
      sqlitePath: path.join(dir.path, 'c.sqlite'),
      contactEmail: CONTACT_EMAIL,
      outboxPollIntervalMs: 50,
      outboxBaseBackoffMs: 50,
    };
    try {
      // First run without SMTP: stored only (as after a crash between storing and sending).
      const first = await startContactService(base, { logger: silentLogger });
      const response = await postContact(first.url, VALID_MESSAGE);
      expect(response.status).toBe(201);
      await first.close();

      const second = await startContactService(
        { ...base, smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'site@games.test' } },
        { logger: silentLogger },
      );
      try {
        const [mail] = await smtp.waitForMessages(1);
        expect(mail.raw).toContain(`<${response.body.id}@contact-service>`);
        const another = await postContact(second.url, { ...VALID_MESSAGE, subject: 'Second' });
        expect(another.status).toBe(201);
        await smtp.waitForMessages(2);
        await waitFor(async () => (await second.store.list({ undeliveredOnly: true })).length === 0);
      } finally {
        await second.close();
      }
    } finally {
      await smtp.close();
      dir.remove();
    }
  });
});
