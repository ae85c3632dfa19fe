import { CENTRE } from './board';
import { newGame, type GameState } from './game';
import { checkPlacement, type Placement } from './placement';
import { turnStatus } from './status';

const across = (word: string, square: number): Placement[] => [...word].map((letter, i) => ({ square: square + i, letter }));

describe('turnStatus', () => {
  const game = newGame('status', 'easy');

  test('your turn with nothing placed: where the first word goes, later the last play', () => {
    expect(turnStatus({ game, placement: null, invalid: null, thinking: false })).toEqual({ text: 'Your turn: the first word covers ★.', kind: 'plain' });
    const played: GameState = { ...game, log: [{ player: 'computer', kind: 'play', score: 12, words: ['CAT'] }] };
    expect(turnStatus({ game: played, placement: null, invalid: null, thinking: false }).text).toBe('Last: computer CAT +12. Your turn.');
  });

  test('placed tiles: the reason they cannot be played, the score while checking, then valid or not', () => {
    const off = checkPlacement(game.board, across('CAT', 0));
    expect(turnStatus({ game, placement: off, invalid: null, thinking: false }).kind).toBe('bad');
    const cat = checkPlacement(game.board, across('CAT', CENTRE));
    expect(turnStatus({ game, placement: cat, invalid: null, thinking: false })).toEqual({ text: 'CAT: 10 points, checking…', kind: 'plain' });
    expect(turnStatus({ game, placement: cat, invalid: [], thinking: false })).toEqual({ text: '✓ CAT: 10 points', kind: 'good' });
    expect(turnStatus({ game, placement: cat, invalid: ['CAT'], thinking: false })).toEqual({ text: '✗ CAT not in the word list', kind: 'bad' });
  });

  test("the computer's turn and the end", () => {
    const theirs: GameState = { ...game, toMove: 'computer' };
    expect(turnStatus({ game: theirs, placement: null, invalid: null, thinking: true }).text).toBe('The computer is thinking…');
    expect(turnStatus({ game: theirs, placement: null, invalid: null, thinking: false }).text).toBe('Computer to play…');
    const over: GameState = { ...game, scores: { you: 30, computer: 20 }, over: { reason: 'out', adjustments: { you: 0, computer: 0 } } };
    expect(turnStatus({ game: over, placement: null, invalid: null, thinking: false }).text).toBe('Game over: you win.');
  });
});
