import { gameScore, isGameOver, isRoundOver, newGame, nextHint, nextRound, roundScore, strikesOf, submitGuess, takeHint, currentRound } from './game';
import { CLEAR_BONUS, HINT_COST } from './rules';
import { BEACH, promptIds, testPromptOf } from './testPrompt';

const start = () => newGame('unlimited', promptIds);

describe('a round', () => {
  it('flips an answer on a hit and scores its share', () => {
    const { game, outcome } = submitGuess(start(), BEACH, 'Towels');
    expect(outcome).toEqual({ kind: 'hit', index: 0, cleared: false });
    expect(currentRound(game).found).toEqual([0]);
    expect(roundScore(currentRound(game), BEACH)).toBe(38);
  });

  it('does not count an answer twice or a repeated miss twice', () => {
    let game = submitGuess(start(), BEACH, 'towel').game;
    expect(submitGuess(game, BEACH, 'beach towel').outcome).toEqual({ kind: 'again', index: 0 });
    game = submitGuess(game, BEACH, 'bucket').game;
    const again = submitGuess(game, BEACH, 'Buckets');
    expect(again.outcome).toEqual({ kind: 'repeat' });
    expect(strikesOf(currentRound(again.game))).toBe(1);
  });

  it('ignores empty guesses', () => {
    expect(submitGuess(start(), BEACH, '  !! ').outcome).toEqual({ kind: 'empty' });
  });

  it('ends after three strikes and takes no more guesses', () => {
    let game = start();
    for (const guess of ['bucket', 'frisbee', 'ball']) game = submitGuess(game, BEACH, guess).game;
    expect(isRoundOver(currentRound(game))).toBe(true);
    expect(submitGuess(game, BEACH, 'towel').outcome).toEqual({ kind: 'closed' });
  });

  it('reports the third strike as out', () => {
    let game = start();
    game = submitGuess(game, BEACH, 'bucket').game;
    game = submitGuess(game, BEACH, 'frisbee').game;
    expect(submitGuess(game, BEACH, 'ball').outcome).toEqual({ kind: 'strike', strikes: 3, out: true });
  });

  it('adds the bonus for a cleared board', () => {
    let game = start();
    for (const guess of ['chair', 'towel', 'shades', 'parasol']) game = submitGuess(game, BEACH, guess).game;
    const last = submitGuess(game, BEACH, 'sunblock');
    expect(last.outcome).toEqual({ kind: 'hit', index: 1, cleared: true });
    expect(roundScore(currentRound(last.game), BEACH)).toBe(38 + 24 + 14 + 9 + 6 + CLEAR_BONUS);
  });
});

describe('hints', () => {
  it('show the best ranked hidden answer first, for a cost', () => {
    let game = submitGuess(start(), BEACH, 'towel').game;
    const hint = takeHint(game);
    expect(hint.index).toBe(1);
    game = hint.game;
    expect(nextHint(currentRound(game))).toBe(2);
    expect(roundScore(currentRound(game), BEACH)).toBe(38 - HINT_COST);
  });

  it('never make a round score negative', () => {
    let game = start();
    for (let i = 0; i < 5; i++) game = takeHint(game).game;
    expect(takeHint(game).index).toBeNull();
    expect(roundScore(currentRound(game), BEACH)).toBe(0);
  });
});

describe('a game', () => {
  it('moves on only after a finished round and ends after the fifth', () => {
    let game = start();
    expect(nextRound(game)).toBe(game);
    for (let round = 0; round < 5; round++) {
      for (const guess of ['x1', 'x2', 'x3']) game = submitGuess(game, BEACH, guess).game;
      if (round < 4) {
        expect(isGameOver(game)).toBe(false);
        game = nextRound(game);
        expect(game.round).toBe(round + 1);
      }
    }
    expect(isGameOver(game)).toBe(true);
    expect(nextRound(game)).toBe(game);
  });

  it('adds the rounds played', () => {
    let game = submitGuess(start(), BEACH, 'towel').game;
    for (const guess of ['x1', 'x2', 'x3']) game = submitGuess(game, BEACH, guess).game;
    game = nextRound(game);
    game = submitGuess(game, BEACH, 'chair').game;
    expect(gameScore(game, testPromptOf)).toBe(38 + 6);
  });

  it('needs five prompts', () => {
    expect(() => newGame('unlimited', ['a'])).toThrow(RangeError);
  });
});
