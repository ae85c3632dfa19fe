import { dealIndex } from './deal';
import { boardId, type Board } from './pack';
import { newPlay } from './play';
import { freshGame, keptGame } from './saved-game';

const board = (first: string): Board => ({ tiles: [first, ...Array.from({ length: 19 }, (_, i) => `t${i}`)], words: [[0]], extra: [] });
const boards = [board('aa'), board('bb'), board('cc')];
const today = '2026-11-29';

test('a fresh daily is today’s board; a fresh unlimited game follows its seed', () => {
  const daily = freshGame('daily', boards, today, 'ignored');
  expect(daily).toEqual({ board: dealIndex({ mode: 'daily', date: today }, 3), tiles: boardId(boards[daily.board]), play: newPlay(), elapsedMs: 0, complete: false, seed: today, date: today });
  const unlimited = freshGame('unlimited', boards, today, 'abc');
  expect(unlimited.board).toBe(dealIndex({ mode: 'unlimited', seed: 'abc' }, 3));
  expect(unlimited.seed).toBe('abc');
  expect(unlimited.date).toBeUndefined();
});

test('a save that fits the pack goes on', () => {
  const saved = { ...freshGame('unlimited', boards, today, 'abc'), play: { ...newPlay(), found: ['a'] }, elapsedMs: 4000 };
  expect(keptGame('unlimited', boards, saved, today)).toBe(saved);
});

test('no save, a board the pack no longer holds, another board at its index or yesterday’s daily: a new game', () => {
  const saved = freshGame('unlimited', boards, today, 'abc');
  expect(keptGame('unlimited', boards, undefined, today)).toBeNull();
  expect(keptGame('unlimited', boards, { ...saved, board: 7 }, today)).toBeNull();
  expect(keptGame('unlimited', boards, { ...saved, tiles: 'other' }, today)).toBeNull();
  const daily = freshGame('daily', boards, '2026-11-28', '');
  expect(keptGame('daily', boards, daily, today)).toBeNull();
  expect(keptGame('daily', boards, daily, '2026-11-28')).toBe(daily);
});
