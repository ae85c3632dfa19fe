import { FIXTURE, sequence } from './logic/fixture';
import { deselectAll, newGame, submitGuess, toggleWord, type GameState } from './logic/game';
import { emptyStats } from './logic/stats';
import { connectionsResult } from './result';

const start = () => newGame(FIXTURE, sequence(0.3, 0.7, 0.1, 0.9));
const guess = (state: GameState, words: readonly string[]) => submitGuess(FIXTURE, words.reduce(toggleWord, deselectAll(state))).state;
const [fruit, colours, trees, letters] = FIXTURE.groups.map((g) => g.words);
const wrong = (n: number) => [fruit[n], colours[n], trees[n], letters[n]];
const onRandom = jest.fn();
const onArchive = jest.fn();
const resultOf = (game: GameState) => connectionsResult({ puzzle: FIXTURE, game, label: '#4 · 2026-11-29', stats: emptyStats(), today: '2026-11-29', onShare: jest.fn(), onRandom, onArchive });
const solve = (game: GameState) => [fruit, colours, trees, letters].reduce(guess, game);

test('no result while the puzzle is played', () => {
  expect(resultOf(guess(start(), fruit))).toBeNull();
});

test('a win without mistakes is perfect; with mistakes, solved', () => {
  const perfect = resultOf(solve(start()))!;
  expect(perfect.title).toBe('Perfect!');
  expect(perfect.lines).toEqual([
    { label: 'Puzzle', value: '#4 · 2026-11-29' },
    { label: 'Mistakes', value: '0 of 4' },
  ]);
  const solved = resultOf(solve(guess(start(), wrong(0))))!;
  expect(solved.title).toBe('Solved!');
  expect(solved.lines?.[1]).toEqual({ label: 'Mistakes', value: '1 of 4' });
});

test('a loss is "Next time!", and both end with Random puzzle and Archive', () => {
  const lost = resultOf([0, 1, 2, 3].map(wrong).reduce(guess, start()))!;
  expect(lost.title).toBe('Next time!');
  expect(lost.primaryAction?.label).toBe('Random puzzle');
  expect(lost.secondaryAction?.label).toBe('Archive');
  lost.primaryAction?.onClick();
  lost.secondaryAction?.onClick();
  expect(onRandom).toHaveBeenCalledTimes(1);
  expect(onArchive).toHaveBeenCalledTimes(1);
  expect(lost.details).toBeTruthy();
});
