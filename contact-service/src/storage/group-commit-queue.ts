interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

/**
 * Group commit: items added while earlier commits are still running wait together and go into
 * the next commit as one batch. Each add() settles only when the commit holding its item has.
 * With maxInFlight 1 the batches are strictly sequential; more lets a pool commit in parallel.
 * A commit may resolve with one result per item, in the batch's order: what each add() resolves with.
 */
export class GroupCommitQueue<T, R = void> {
  private waiting: Pending<T, R>[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly commit: (items: T[]) => Promise<readonly R[] | void>,
    private readonly options: { maxInFlight: number; maxBatchSize: number },
  ) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      // Wait for the rest of this event-loop turn, so requests parsed together commit together.
      if (this.waiting.length === 1) setImmediate(() => this.pump());
    });
  }

  /** Resolves once nothing is waiting or committing. */
  drained(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatchSize);
      this.inFlight++;
      this.commit(batch.map((entry) => entry.item)).then(
        (results) => this.settle(batch, (entry, i) => entry.resolve((results ? results[i] : undefined) as R)),
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          this.settle(batch, (entry) => entry.reject(failure));
        },
      );
    }
  }

  private settle(batch: Pending<T, R>[], outcome: (entry: Pending<T, R>, index: number) => void): void {
    this.inFlight--;
    // Start the next commit before settling this batch: its waiters go on to write their answers,
    // and the committer should not sit idle until they are done.
    this.pump();
    batch.forEach(outcome);
    if (this.inFlight === 0 && this.waiting.length === 0) this.idleWaiters.splice(0).forEach((wake) => wake());
  }
}
