import { GroupCommitQueue } from './group-commit-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('GroupCommitQueue', () => {
  test('items added during one turn commit together; items added during a commit form the next batch', async () => {
    const commits: { items: number[]; done: ReturnType<typeof deferred> }[] = [];
    const queue = new GroupCommitQueue<number>(
      (items) => {
        const done = deferred();
        commits.push({ items, done });
        return done.promise;
      },
      { maxInFlight: 1, maxBatchSize: 100 },
    );
    const first = [1, 2, 3].map((n) => queue.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((n) => queue.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(commits.map((c) => c.items)).toEqual([[1, 2, 3]]);

    let secondSettled = false;
    void Promise.all(second).then(() => (secondSettled = true));
    commits[0].done.resolve();
    await Promise.all(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(commits.map((c) => c.items)).toEqual([[1, 2, 3], [4, 5]]);
    expect(secondSettled).toBe(false);
    commits[1].done.resolve();
    await Promise.all(second);
    await queue.drained();
  });

  test('a failed commit rejects exactly its own items', async () => {
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        if (items.includes(2)) throw new Error('disk full');
      },
      { maxInFlight: 1, maxBatchSize: 2 },
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => queue.add(n)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });

  test('each item gets its own result from the commit that held it', async () => {
    const queue = new GroupCommitQueue<number, string>(async (items) => items.map((n) => `stored ${n}`), { maxInFlight: 1, maxBatchSize: 2 });
    expect(await Promise.all([1, 2, 3].map((n) => queue.add(n)))).toEqual(['stored 1', 'stored 2', 'stored 3']);
  });

  test('respects maxInFlight and maxBatchSize', async () => {
    let running = 0;
    let maxRunning = 0;
    const sizes: number[] = [];
    const queue = new GroupCommitQueue<number>(
      async (items) => {
        sizes.push(items.length);
        maxRunning = Math.max(maxRunning, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
      { maxInFlight: 2, maxBatchSize: 3 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => queue.add(i)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
    expect(maxRunning).toBe(2);
  });
});
