import { FIXTURE } from './fixture';
import { deselectAll, newGame, submitGuess, toggleWord, type GameState } from './game';
import { shareText } from './share';
import { puzzleNumberFromQuery } from './schedule';

const play = (state: GameState, words: string[]) => submitGuess(FIXTURE, words.reduce(toggleWord, deselectAll(state))).state;

describe('share text', () => {
  it('shows each guess as coloured squares and never a word', () => {
    let game = newGame(FIXTURE, () => 0.5);
    game = play(game, ['APPLE', 'PEAR', 'PLUM', 'RED']);
    for (const group of FIXTURE.groups) game = play(game, [...group.words]);
    const text = shareText(FIXTURE, game, '#7');
    expect(text).toBe(['Connections #7', 'Solved with 1 of 4 mistakes', '🟨🟨🟨🟩', '🟨🟨🟨🟨', '🟩🟩🟩🟩', '🟦🟦🟦🟦', '🟪🟪🟪🟪'].join('\n'));
    for (const word of FIXTURE.groups.flatMap((g) => g.words)) expect(text).not.toContain(word);
    for (const group of FIXTURE.groups) expect(text).not.toContain(group.name);
  });
});

describe('puzzle links', () => {
  it('reads ?puzzle=<n> within the bank', () => {
    expect(puzzleNumberFromQuery('?puzzle=5', 120)).toBe(5);
    expect(puzzleNumberFromQuery('?puzzle=0', 120)).toBeNull();
    expect(puzzleNumberFromQuery('?puzzle=121', 120)).toBeNull();
    expect(puzzleNumberFromQuery('?puzzle=abc', 120)).toBeNull();
    expect(puzzleNumberFromQuery('', 120)).toBeNull();
  });
});
