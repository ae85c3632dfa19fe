import { PACKS } from './levels';
import { pickerLevels } from './picker';

describe('pickerLevels', () => {
  it('opens each pack at its first unsolved level', () => {
    const entries = pickerLevels(null, { 'p5-1': 3, 'p5-2': 1 });
    expect(entries).toHaveLength(PACKS.length);
    expect(entries[0]).toEqual({ value: 'p5-3', label: '5×5 · 3' });
    expect(entries[1]).toEqual({ value: 'p6-1', label: '6×6 · 1' });
  });

  it('opens the pack being played at the current level, with its best stars', () => {
    const entries = pickerLevels('p5-2', { 'p5-1': 3, 'p5-2': 1 });
    expect(entries[0]).toEqual({ value: 'p5-2', label: '5×5 · 2 ★☆☆' });
  });

  it('opens a pack solved through at its first level', () => {
    const solved = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p6-${i + 1}`, 2]));
    expect(pickerLevels(null, solved)[1]).toEqual({ value: 'p6-1', label: '6×6 · 1 ★★☆' });
  });
});
