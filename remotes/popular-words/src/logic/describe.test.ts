import { describeGuess, describeHint, describeReveal, describeRoundStart } from './describe';
import { currentRound, newGame, submitGuess } from './game';
import { BEACH, promptIds } from './testPrompt';

const start = () => newGame('unlimited', promptIds);

describe('announcements', () => {
  it('say which answer flipped, and a cleared board', () => {
    const { game, outcome } = submitGuess(start(), BEACH, 'towels');
    expect(describeGuess(outcome, BEACH, currentRound(game), 'towels')).toBe('Towel is answer 1: 38%.');
    expect(describeGuess({ kind: 'hit', index: 4, cleared: true }, BEACH, currentRound(game), 'chair')).toMatch(/Board cleared! 20 bonus points\.$/);
  });

  it('count strikes and reveal the rest after the third', () => {
    let game = start();
    for (const guess of ['bucket', 'ball']) game = submitGuess(game, BEACH, guess).game;
    game = submitGuess(game, BEACH, 'towel').game;
    const last = submitGuess(game, BEACH, 'kite');
    const said = describeGuess(last.outcome, BEACH, currentRound(last.game), ' kite ');
    expect(said).toMatch(/^kite is not on the board\. Strike 3 of 3\. Still on the board: 2, Sunscreen, 24%;/);
    expect(said).not.toContain('Towel');
    expect(describeReveal(BEACH, { ...currentRound(last.game), found: [0, 1, 2, 3, 4] })).toBe('');
  });

  it('name hints, repeats and rounds', () => {
    expect(describeHint(BEACH, 1)).toBe('Hint: answer 2 starts with S. Minus 5 points.');
    expect(describeGuess({ kind: 'repeat' }, BEACH, currentRound(start()), 'kite')).toBe('You already tried kite.');
    expect(describeGuess({ kind: 'again', index: 0 }, BEACH, currentRound(start()), 'towel')).toBe('Towel is already on the board.');
    expect(describeRoundStart(1, BEACH)).toBe('Round 2 of 5. Name something you take to the beach.');
  });
});
