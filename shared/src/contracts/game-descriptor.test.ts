import { descriptorProblems, type GameDescriptor } from './game-descriptor';

const good: GameDescriptor = {
  slug: 'lights-out',
  ready: { testId: 'lights-out-board' },
  storageKeys: ['lights-out:records', 'lights-out:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

describe('descriptorProblems', () => {
  it('accepts a complete descriptor, with or without the optional fields', () => {
    expect(descriptorProblems(good, 'lights-out')).toEqual([]);
    const full = { ...good, ready: { testId: 'x', keyboardTarget: { role: 'application', name: 'Lights' } }, e2ePath: '/game/lights-out?seed=a' };
    expect(descriptorProblems(full, 'lights-out')).toEqual([]);
  });

  it('rejects a missing export and a slug that is not the folder name', () => {
    expect(descriptorProblems(undefined, 'lights-out')).toEqual(['exports no `descriptor` object']);
    expect(descriptorProblems(good, 'lights-on')).toEqual(['slug is "lights-out", not the folder name "lights-on"', expect.stringContaining('outside'), expect.stringContaining('outside')]);
  });

  it('rejects storage keys with the kit prefix or in another game’s namespace', () => {
    const problems = descriptorProblems({ ...good, storageKeys: ['games:lights-out:records', 'sudoku:records'] }, 'lights-out');
    expect(problems).toEqual([expect.stringContaining('games: prefix'), expect.stringContaining('outside the game')]);
  });

  it('rejects a missing ready test id, a bad budget and a path to another game', () => {
    const problems = descriptorProblems({ ...good, ready: {}, firstLoadBudgetKb: 0, e2ePath: '/game/sudoku' }, 'lights-out');
    expect(problems).toHaveLength(3);
  });
});
