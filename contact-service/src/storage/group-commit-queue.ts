interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Group commit: items added while earlier commits are still running wait together and go into
 * the next commit as one batch. Each add() settles only when the commit holding its item has.
 * With maxInFlight 1 the batches are strictly sequential; more lets a pool commit in parallel.
 */
export class GroupCommitQueue<T> {
  private waiting: Pending<T>[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly commit: (items: T[]) => Promise<void>,
    private readonly options: { maxInFlight: number; maxBatchSize: number },
  ) {}

  add(item: T): Promise<void> {
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
        () => this.settle(batch, (entry) => entry.resolve()),
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          this.settle(batch, (entry) => entry.reject(failure));
        },
      );
    }
  }

  private settle(batch: Pending<T>[], outcome: (entry: Pending<T>) => void): void {
    this.inFlight--;
    // Start the next commit before settling this batch: its waiters go on to write their answers,
    // and the committer should not sit idle until they are done.
    this.pump();
    batch.forEach(outcome);
    if (this.inFlight === 0 && this.waiting.length === 0) this.idleWaiters.splice(0).forEach((wake) => wake());
  }
}
