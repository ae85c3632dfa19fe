import type { BossData } from './data';
import { dealBoard } from './deal';
import { clockRuns, inPlay, scoreKeyOf } from './play-state';
import { endRound, startGame } from './round';

const data: BossData = { v: 1, level: 'six', boards: ['garden|age den end ran read range danger garden|dag gander'] };
const game = (timed: boolean) => startGame(dealBoard(data, 'six', 'unit', 1), { seed: 'unit', mode: 'unlimited', level: 'six', timed, date: null });

test('a fresh round is in play; an ended one is not', () => {
  expect(inPlay(game(true))).toBe(true);
  expect(inPlay(endRound(game(true)))).toBe(false);
});

test('the clock runs only in the round in play of a timed game', () => {
  expect(clockRuns(null)).toBe(false);
  expect(clockRuns({ game: game(true) })).toBe(true);
  expect(clockRuns({ game: game(false) })).toBe(false);
  expect(clockRuns({ game: endRound(game(true)) })).toBe(false);
});

test('bests are kept per mode, level and timer', () => {
  expect(scoreKeyOf({ mode: 'unlimited', level: 'seven', timed: true })).toBe('seven-timed');
  expect(scoreKeyOf({ mode: 'unlimited', level: 'six', timed: false })).toBe('six-relaxed');
  expect(scoreKeyOf({ mode: 'daily', level: 'seven', timed: true })).toBe('daily-timed');
});
