import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NewMessage } from './message-store';

type WorkerReply =
  | { type: 'committed'; batchId: number; ids: string[] }
  | { type: 'failed'; batchId: number; error: string }
  | { type: 'closed' };

/**
 * Main-thread side of sqlite-insert-worker.js: one promise per batch, settled when it has committed,
 * with the id each message is stored under.
 */
export class SqliteInsertWorkerClient {
  private readonly worker: Worker;
  private nextBatchId = 1;
  private readonly batches = new Map<number, { resolve: (ids: string[]) => void; reject: (error: Error) => void }>();
  private closed: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(filePath: string) {
    this.worker = new Worker(path.join(__dirname, 'sqlite-insert-worker.js'), { workerData: { filePath } });
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'closed') return;
      const batch = this.batches.get(reply.batchId);
      this.batches.delete(reply.batchId);
      if (reply.type === 'committed') batch?.resolve(reply.ids);
      else batch?.reject(new Error(reply.error));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('SQLite writer stopped')));
  }

  insert(messages: NewMessage[]): Promise<string[]> {
    if (this.failure) return Promise.reject(this.failure);
    const batchId = this.nextBatchId++;
    return new Promise((resolve, reject) => {
      this.batches.set(batchId, { resolve, reject });
      this.worker.postMessage({ type: 'insert', batchId, messages });
    });
  }

  close(): Promise<void> {
    this.closed ??= new Promise<void>((resolve) => {
      this.worker.once('exit', () => resolve());
      this.worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'closed') void this.worker.terminate();
      });
      this.worker.postMessage({ type: 'close' });
    });
    return this.closed;
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const batch of this.batches.values()) batch.reject(error);
    this.batches.clear();
  }
}
