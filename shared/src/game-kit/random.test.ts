import { createRandom, dailySeed, hashString } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom('2048:abc');
    const b = createRandom('2048:abc');
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives different sequences for different seeds', () => {
    const a = createRandom('seed-1');
    const b = createRandom('seed-2');
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('treats a number seed like its decimal text', () => {
    expect(createRandom(42).next()).toBe(createRandom('42').next());
  });

  it('next() stays within [0, 1) and is roughly uniform', () => {
    const random = createRandom('uniform');
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 20000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]++;
    }
    for (const count of buckets) {
      expect(count).toBeGreaterThan(1700);
      expect(count).toBeLessThan(2300);
    }
  });

  it('int() covers both ends of the range and nothing outside it', () => {
    const random = createRandom('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = random.int(-2, 3);
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(-2);
      expect(n).toBeLessThanOrEqual(3);
      seen.add(n);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(random.int(7, 7)).toBe(7);
  });

  it('int() rejects an inverted or fractional range', () => {
    const random = createRandom('bad');
    expect(() => random.int(5, 1)).toThrow(RangeError);
    expect(() => random.int(0.5, 2)).toThrow(RangeError);
  });

  it('pick() returns an element and rejects an empty array', () => {
    const random = createRandom('pick');
    const items = ['a', 'b', 'c'];
    const picked = new Set<string>();
    for (let i = 0; i < 100; i++) picked.add(random.pick(items));
    expect([...picked].sort()).toEqual(items);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('shuffle() returns a deterministic permutation and leaves the input alone', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const first = createRandom('shuffle').shuffle(input);
    const second = createRandom('shuffle').shuffle(input);
    expect(first).toEqual(second);
    expect([...first].sort((x, y) => x - y)).toEqual([...input]);
    expect(first).not.toBe(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('hashString', () => {
  it('is a stable 32-bit unsigned integer', () => {
    const h = hashString('hello');
    expect(h).toBe(hashString('hello'));
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
    expect(hashString('hello')).not.toBe(hashString('hellp'));
  });
});

describe('dailySeed', () => {
  it('uses the UTC calendar date', () => {
    expect(dailySeed('sudoku', new Date('2025-03-09T23:59:59Z'))).toBe('sudoku:2025-03-09');
    expect(dailySeed('sudoku', new Date('2025-03-10T00:00:00Z'))).toBe('sudoku:2025-03-10');
    // 23:30 on 9 March in UTC-5 is already 10 March in UTC.
    expect(dailySeed('queens-game', new Date('2025-03-09T23:30:00-05:00'))).toBe('queens-game:2025-03-10');
  });
});
