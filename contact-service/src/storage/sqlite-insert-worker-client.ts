import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NewMessage } from './message-store';

type WorkerReply =
  | { type: 'committed'; batchId: number; ids: (string | null)[] }
  | { type: 'failed'; batchId: number; error: string }
  | { type: 'closed' };

export interface WriterRestartPolicy {
  /** Restarts allowed within `windowMs`; one more death and the writer stays down. */
  maxRestarts: number;
  windowMs: number;
}

const DEFAULT_RESTART_POLICY: WriterRestartPolicy = { maxRestarts: 3, windowMs: 60_000 };

/**
 * Main-thread side of sqlite-insert-worker.js: one promise per batch, settled when it has committed,
 * with the id each message is stored under.
 *
 * If the writer thread dies, the batches it held are rejected (their senders get 503 and retry with
 * the same idempotency key, so a batch that did commit is not stored twice) and a new writer starts.
 * A writer that keeps dying stays down: `fault` then names why, readiness and liveness fail, and the
 * orchestrator replaces the process.
 */
export class SqliteInsertWorkerClient {
  private worker: Worker;
  private nextBatchId = 1;
  private readonly batches = new Map<number, { resolve: (ids: (string | null)[]) => void; reject: (error: Error) => void }>();
  private closed: Promise<void> | undefined;
  private restarts: number[] = [];
  private stoppedFor: Error | undefined;

  constructor(
    private readonly filePath: string,
    private readonly restartPolicy: WriterRestartPolicy = DEFAULT_RESTART_POLICY,
  ) {
    this.worker = this.startWriter();
  }

  /** Why the writer is down for good, or undefined while it works. */
  get fault(): Error | undefined {
    return this.stoppedFor;
  }

  /** Commits the batch; resolves with the id each message is stored under, or null where its key holds another message. */
  insert(messages: NewMessage[]): Promise<(string | null)[]> {
    if (this.stoppedFor) return Promise.reject(this.stoppedFor);
    const batchId = this.nextBatchId++;
    return new Promise((resolve, reject) => {
      this.batches.set(batchId, { resolve, reject });
      this.worker.postMessage({ type: 'insert', batchId, messages });
    });
  }

  /**
   * Resolves once the writer has taken SQLite's write lock and let it go, in its turn after the batches
   * before it: whether a message sent now could be committed. Rejects when the lock is not free within
   * the writer's busy timeout (another process holds it) or the writer is down.
   */
  probe(): Promise<void> {
    if (this.stoppedFor) return Promise.reject(this.stoppedFor);
    const batchId = this.nextBatchId++;
    return new Promise((resolve, reject) => {
      this.batches.set(batchId, { resolve: () => resolve(), reject });
      this.worker.postMessage({ type: 'probe', batchId });
    });
  }

  close(): Promise<void> {
    this.closed ??= new Promise<void>((resolve) => {
      const worker = this.worker;
      if (this.stoppedFor) return resolve();
      worker.once('exit', () => resolve());
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'closed') void worker.terminate();
      });
      worker.postMessage({ type: 'close' });
    });
    return this.closed;
  }

  private startWriter(): Worker {
    const worker = new Worker(path.join(__dirname, 'sqlite-insert-worker.js'), { workerData: { filePath: this.filePath } });
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'closed') return;
      const batch = this.batches.get(reply.batchId);
      this.batches.delete(reply.batchId);
      if (reply.type === 'committed') batch?.resolve(reply.ids);
      else batch?.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.writerLost(worker, error));
    worker.on('exit', () => this.writerLost(worker, new Error('SQLite writer stopped')));
    return worker;
  }

  /** A writer died (an error and then an exit, or an exit alone): fail its batches once and start another. */
  private writerLost(worker: Worker, error: Error): void {
    if (worker !== this.worker || this.stoppedFor) return;
    for (const batch of this.batches.values()) batch.reject(error);
    this.batches.clear();
    if (this.closed) return;
    const now = Date.now();
    this.restarts = this.restarts.filter((at) => now - at < this.restartPolicy.windowMs);
    if (this.restarts.length >= this.restartPolicy.maxRestarts) {
      this.stoppedFor = new Error(`SQLite writer stopped ${this.restarts.length + 1} times within ${this.restartPolicy.windowMs / 1000} s: ${error.message}`);
      return;
    }
    this.restarts.push(now);
    this.worker = this.startWriter();
  }
}
