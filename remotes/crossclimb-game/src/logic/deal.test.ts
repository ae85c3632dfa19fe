import { archiveNumberOf, archiveSeed, dailyNumber, dealFromPack, numberFor } from './deal';
import type { LadderPack } from './content';
import { TEST_LADDER } from './testLadder';

const pack: LadderPack = { version: 1, ladders: Array.from({ length: 95 }, (_, i) => ({ ...TEST_LADDER, id: `cc-${i + 1}` })) };

describe('deal', () => {
  test('an archive seed names its puzzle; others hash to one', () => {
    expect(archiveNumberOf(archiveSeed(12), 95)).toBe(12);
    expect(archiveNumberOf('puzzle-0', 95)).toBeNull();
    expect(archiveNumberOf('puzzle-96', 95)).toBeNull();
    expect(numberFor({ mode: 'unlimited', seed: 'puzzle-3' }, 95)).toBe(3);
    const hashed = numberFor({ mode: 'unlimited', seed: 'abc' }, 95);
    expect(hashed).toBeGreaterThanOrEqual(1);
    expect(hashed).toBeLessThanOrEqual(95);
    expect(numberFor({ mode: 'unlimited', seed: 'abc' }, 95)).toBe(hashed);
  });

  test('the daily follows the rotation, the same for everyone on a day', () => {
    const today = numberFor({ mode: 'daily', seed: 'x', dailyDate: '2026-11-23' }, 95);
    expect(today).toBe(dailyNumber('2026-11-23', 95));
    expect(numberFor({ mode: 'daily', seed: 'y', dailyDate: '2026-11-23' }, 95)).toBe(today);
  });

  test('deals the ladder of its number with a scrambled start', () => {
    const puzzle = dealFromPack(pack, { mode: 'unlimited', seed: 'puzzle-40' });
    expect(puzzle.number).toBe(40);
    expect(puzzle.id).toBe('cc-40');
    expect(puzzle.start).toHaveLength(5);
  });
});
