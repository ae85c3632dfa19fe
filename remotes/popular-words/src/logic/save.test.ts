import { newGame, submitGuess } from './game';
import { isGameState } from './save';
import { BEACH, promptIds } from './testPrompt';

describe('isGameState', () => {
  it('accepts a game in progress, daily or unlimited', () => {
    const played = submitGuess(submitGuess(newGame('unlimited', promptIds), BEACH, 'towel').game, BEACH, 'bucket').game;
    expect(isGameState(JSON.parse(JSON.stringify(played)))).toBe(true);
    expect(isGameState(newGame('daily', promptIds, '2026-11-23'))).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'game'],
    ['a daily without a date', { ...newGame('unlimited', promptIds), mode: 'daily' }],
    ['a wrong mode', { ...newGame('unlimited', promptIds), mode: 'weekly' }],
    ['four rounds', { ...newGame('unlimited', promptIds), rounds: newGame('unlimited', promptIds).rounds.slice(1) }],
    ['a round out of range', { ...newGame('unlimited', promptIds), round: 5 }],
    ['an answer index out of range', { ...newGame('unlimited', promptIds), rounds: newGame('unlimited', promptIds).rounds.map((r) => ({ ...r, found: [7] })) }],
    ['four strikes', { ...newGame('unlimited', promptIds), rounds: newGame('unlimited', promptIds).rounds.map((r, i) => (i ? r : { ...r, misses: ['a', 'b', 'c', 'd'] })) }],
    ['a later round already played', { ...newGame('unlimited', promptIds), rounds: newGame('unlimited', promptIds).rounds.map((r, i) => (i === 3 ? { ...r, found: [0] } : r)) }],
    ['no recorded flag', { ...newGame('unlimited', promptIds), recorded: undefined }],
    ['the same prompt twice', newGame('unlimited', ['a', 'a', 'b', 'c', 'd'])],
  ])('rejects %s', (_name, value) => expect(isGameState(value)).toBe(false));
});
