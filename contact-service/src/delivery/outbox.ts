import type { Logger } from '../logger';
import type { MessageStore } from '../storage/message-store';
import type { MailSender } from './smtp-mail-sender';

export interface OutboxOptions {
  store: MessageStore;
  sender: MailSender;
  logger: Logger;
  pollIntervalMs: number;
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** How long a claimed message stays reserved; after a crash it becomes due again after this. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => number;
}

/**
 * Delivers stored messages by e-mail, at least once. Storage is the queue: a message is claimed
 * with a lease, sent, then marked delivered; a failure schedules a retry with exponential
 * back-off, and a crash mid-send only delays the message until its lease runs out.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = true;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly now: () => number;

  constructor(private readonly options: OutboxOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 20;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a delivery pass soon; passes never overlap. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error) => this.options.logger.warn({ err: errorText(error) }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.wake();
        }
      });
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Delivers every message that is due now; exposed for tests and the operator CLI. */
  async deliverDue(): Promise<void> {
    const { store, sender, logger } = this.options;
    for (;;) {
      const claimed = await store.claimDue(this.now(), this.batchSize, this.leaseMs);
      for (const message of claimed) {
        try {
          await sender.send(message);
        } catch (error) {
          const retryAt = this.now() + this.backoffMs(message.deliveryAttempts);
          await store.scheduleRetry(message.id, retryAt, errorText(error));
          logger.warn({ id: message.id, attempts: message.deliveryAttempts, retryAt, err: errorText(error) }, 'delivery failed');
          continue;
        }
        await store.markDelivered(message.id, this.now());
        logger.info({ id: message.id, attempts: message.deliveryAttempts }, 'message delivered');
      }
      if (claimed.length < this.batchSize || this.stopped) return;
    }
  }

  private backoffMs(attempts: number): number {
    const exponential = this.options.baseBackoffMs * 2 ** Math.max(0, attempts - 1);
    const capped = Math.min(this.options.maxBackoffMs, exponential);
    // Jitter spreads retries of many messages after an SMTP outage.
    return Math.round(capped * (0.8 + Math.random() * 0.4));
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
