import type { CatalogRecord } from './catalog-record';
import { descriptorProblems, gameFolderProblems, type GameDescriptor } from './game-descriptor';

const catalog: CatalogRecord = {
  id: 37,
  title: 'Lights Out',
  tagline: 'Switch every light off',
  categories: ['puzzle'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A grid of lit and dark squares' },
  metadata: { title: '', socialTitle: '', keywords: 'lights out', description: 'Switch every light off.' },
};

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

  it('wants a usable catalogue record beside the descriptor', () => {
    expect(gameFolderProblems({ descriptor: good, catalog }, 'lights-out')).toEqual([]);
    expect(gameFolderProblems({ descriptor: good }, 'lights-out')).toEqual(['catalog: catalogue record is not an object']);
    expect(gameFolderProblems({ descriptor: good, catalog: { ...catalog, tagline: '' } }, 'lights-out')).toEqual([expect.stringMatching(/^catalog: tagline/)]);
  });

  it('rejects a missing ready test id, a bad budget and a path to another game', () => {
    const problems = descriptorProblems({ ...good, ready: {}, firstLoadBudgetKb: 0, e2ePath: '/game/sudoku' }, 'lights-out');
    expect(problems).toHaveLength(3);
  });
});
