import { loadContactServiceConfig } from '../config';
import { createMessageStore } from '../storage/create-message-store';
import type { StoredMessage } from '../storage/message-store';

/**
 * Operator command: prints stored messages, newest first, from the configured store
 * (same DATABASE_URL / SQLITE_PATH as the service). Flags: --undelivered, --limit N, --json.
 */
async function listMessages(argv: string[]): Promise<void> {
  const undeliveredOnly = argv.includes('--undelivered');
  const json = argv.includes('--json');
  const limitIndex = argv.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(argv[limitIndex + 1]) : 50;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit needs a positive whole number');

  const store = await createMessageStore(loadContactServiceConfig());
  try {
    const messages = await store.list({ undeliveredOnly, limit });
    process.stdout.write(json ? `${JSON.stringify(messages, null, 2)}\n` : formatMessages(messages));
  } finally {
    await store.close();
  }
}

function formatMessages(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.\n';
  return messages
    .map((m) => {
      const status = m.deliveredAt
        ? `delivered ${new Date(m.deliveredAt).toISOString()}`
        : `not delivered (${m.deliveryAttempts} attempts${m.lastError ? `, last error: ${m.lastError}` : ''})`;
      return [
        `#${m.id}  ${new Date(m.receivedAt).toISOString()}  ${status}`,
        `From:    ${m.name} <${m.email}>`,
        `Subject: ${m.subject}`,
        '',
        m.message,
        '',
        '-'.repeat(72),
        '',
      ].join('\n');
    })
    .join('\n');
}

listMessages(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
