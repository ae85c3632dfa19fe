import { FIXTURE, sequence } from './fixture';
import {
  alreadyGuessed,
  bestOverlap,
  deselectAll,
  fitsPuzzle,
  guessLevels,
  newGame,
  revealedGroups,
  shuffled,
  shuffleWords,
  statusOf,
  submitGuess,
  toggleWord,
  type GameState,
} from './game';

const start = () => newGame(FIXTURE, sequence(0.3, 0.7, 0.1, 0.9));
const select = (state: GameState, words: string[]) => words.reduce(toggleWord, deselectAll(state));
const submit = (state: GameState, words: string[]) => submitGuess(FIXTURE, select(state, words));

describe('a game of Connections', () => {
  it('deals all sixteen words, shuffled, the same for the same numbers', () => {
    const game = start();
    expect([...game.order].sort()).toEqual(FIXTURE.groups.flatMap((g) => g.words).sort());
    expect(game.order).toEqual(start().order);
    expect(game.order).not.toEqual(FIXTURE.groups.flatMap((g) => g.words));
    expect(statusOf(game)).toBe('playing');
  });

  it('selects up to four words and unselects on a second press', () => {
    let game = select(start(), ['APPLE', 'PEAR', 'PLUM', 'FIG']);
    expect(game.selected).toHaveLength(4);
    expect(toggleWord(game, 'RED')).toBe(game);
    game = toggleWord(game, 'PEAR');
    expect(game.selected).toEqual(['APPLE', 'PLUM', 'FIG']);
    expect(toggleWord(game, 'NOPE')).toBe(game);
    expect(deselectAll(game).selected).toEqual([]);
  });

  it('takes a correct group off the board', () => {
    const { state, outcome } = submit(start(), ['FIG', 'PLUM', 'APPLE', 'PEAR']);
    expect(outcome).toEqual({ kind: 'correct', group: 0 });
    expect(state.solved).toEqual([0]);
    expect(state.order).toHaveLength(12);
    expect(state.selected).toEqual([]);
    expect(state.mistakes).toBe(0);
    expect(revealedGroups(FIXTURE, state)).toEqual([{ group: 0, found: true }]);
  });

  it('says one away for three of a group, and counts a mistake', () => {
    const { state, outcome } = submit(start(), ['APPLE', 'PEAR', 'PLUM', 'RED']);
    expect(outcome.kind).toBe('one-away');
    expect(state.mistakes).toBe(1);
    expect(state.selected).toHaveLength(4);
    expect(bestOverlap(FIXTURE, state.selected)).toEqual({ group: 0, count: 3 });
  });

  it('refuses the same guess twice, in any order, without a mistake', () => {
    const first = submit(start(), ['APPLE', 'RED', 'OAK', 'PEA']);
    expect(first.outcome.kind).toBe('wrong');
    const again = submit(first.state, ['PEA', 'OAK', 'RED', 'APPLE']);
    expect(again.outcome.kind).toBe('repeat');
    expect(again.state.mistakes).toBe(1);
    expect(alreadyGuessed(again.state, ['OAK', 'APPLE', 'PEA', 'RED'])).toBe(true);
  });

  it('needs four selected words', () => {
    expect(submit(start(), ['APPLE']).outcome.kind).toBe('incomplete');
  });

  it('is lost after four mistakes, and reveals the missed groups', () => {
    let game = submit(start(), ['APPLE', 'PEAR', 'PLUM', 'FIG']).state;
    const wrong = [
      ['RED', 'OAK', 'PEA', 'BLUE'],
      ['RED', 'OAK', 'PEA', 'ASH'],
      ['RED', 'OAK', 'PEA', 'SEA'],
      ['RED', 'OAK', 'PEA', 'GREEN'],
    ];
    for (const guess of wrong) game = submit(game, guess).state;
    expect(statusOf(game)).toBe('lost');
    expect(revealedGroups(FIXTURE, game)).toEqual([
      { group: 0, found: true },
      { group: 1, found: false },
      { group: 2, found: false },
      { group: 3, found: false },
    ]);
    expect(submit(game, ['RED', 'BLUE', 'GREEN', 'PINK']).outcome.kind).toBe('over');
    expect(toggleWord(game, 'RED')).toBe(game);
  });

  it('is won when all four groups are found', () => {
    let game = start();
    for (const group of FIXTURE.groups) game = submit(game, [...group.words]).state;
    expect(statusOf(game)).toBe('won');
    expect(game.order).toEqual([]);
    expect(game.guesses).toHaveLength(4);
    expect(guessLevels(FIXTURE, game.guesses[3])).toEqual([3, 3, 3, 3]);
  });

  it('shuffles the remaining words and keeps the selection', () => {
    const game = select(start(), ['APPLE']);
    const mixed = shuffleWords(game, sequence(0.5, 0.2, 0.8));
    expect([...mixed.order].sort()).toEqual([...game.order].sort());
    expect(mixed.selected).toEqual(['APPLE']);
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });

  it('accepts a saved game only if it fits the puzzle', () => {
    const game = submit(start(), ['APPLE', 'PEAR', 'PLUM', 'FIG']).state;
    expect(fitsPuzzle(FIXTURE, game)).toBe(true);
    expect(fitsPuzzle(FIXTURE, { ...game, order: [...game.order, 'APPLE'] })).toBe(false);
    expect(fitsPuzzle(FIXTURE, { ...game, solved: [] })).toBe(false);
    expect(fitsPuzzle(FIXTURE, { ...game, selected: ['APPLE'] })).toBe(false);
    expect(fitsPuzzle(FIXTURE, { ...game, mistakes: 9 })).toBe(false);
    expect(fitsPuzzle(FIXTURE, { ...game, solved: [7] })).toBe(false);
  });
});
