import { isBossData, isDefinitionsData, parseBoard, spellsFrom } from './data';
import { wordPoints } from './scoring';

describe('word boss data and points', () => {
  it('reads a board line and checks the shipped shape', () => {
    expect(parseBoard('garden|age den garden|dag')).toEqual({ seed: 'garden', slots: ['age', 'den', 'garden'], bonus: ['dag'] });
    expect(parseBoard('garden|age garden|').bonus).toEqual([]);
    expect(isBossData({ v: 1, level: 'six', boards: ['garden|age garden|dag'] })).toBe(true);
    expect(isBossData({ v: 1, level: 'seven', boards: ['garden|age garden|dag'] })).toBe(false);
    expect(isBossData({ v: 1, level: 'six', boards: [] })).toBe(false);
    expect(isDefinitionsData({ v: 1, defs: { age: 'noun. how long something has existed' } })).toBe(true);
    expect(isDefinitionsData({ v: 1, defs: [] })).toBe(false);
  });

  it('spells a word from the tiles only with each tile once', () => {
    expect(spellsFrom('danger', 'garden')).toBe(true);
    expect(spellsFrom('added', 'garden')).toBe(false);
  });

  it('scores 30, 60, 100, 200, 300 by length', () => {
    expect(['age', 'read', 'range', 'garden', 'gardens'].map(wordPoints)).toEqual([30, 60, 100, 200, 300]);
  });
});
