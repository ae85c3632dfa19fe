import { attacks, cellAt, isConnected, isValidLayout, neighbours, normaliseRegions, regionCells, touching } from './board';

const layout = {
  size: 4,
  // A B B B / A A C B / D A C C / D D D C
  regions: [0, 1, 1, 1, 0, 0, 2, 1, 3, 0, 2, 2, 3, 3, 3, 2],
};

describe('board geometry', () => {
  it('lists the touching cells, diagonals included', () => {
    expect(neighbours(4, 0).sort((a, b) => a - b)).toEqual([1, 4, 5]);
    expect(neighbours(4, 5)).toHaveLength(8);
    expect(touching(4, 0, 5)).toBe(true);
    expect(touching(4, 0, 2)).toBe(false);
  });

  it('attacks along rows, columns, regions and touching cells only', () => {
    expect(attacks(layout, 0, 3)).toBe(true); // same row
    expect(attacks(layout, 0, 12)).toBe(true); // same column
    expect(attacks(layout, 0, 9)).toBe(true); // same region A
    expect(attacks(layout, 0, 5)).toBe(true); // touching
    expect(attacks(layout, 0, 11)).toBe(false); // a long diagonal is allowed
    expect(attacks(layout, 0, 0)).toBe(false);
  });

  it('renumbers regions in reading order and checks layouts', () => {
    expect(normaliseRegions([2, 2, 0, 1])).toEqual([0, 0, 1, 2]);
    expect(regionCells(layout)[2]).toEqual([6, 10, 11, 15]);
    expect(isConnected(4, [0, 1, 5])).toBe(true);
    expect(isConnected(4, [0, 5])).toBe(false);
    expect(isValidLayout(4, layout.regions)).toBe(true);
    expect(isValidLayout(4, layout.regions.slice(1))).toBe(false);
    const split = layout.regions.slice();
    split[cellAt(4, 3, 3)] = 0; // region A gains a cell far away
    expect(isValidLayout(4, split)).toBe(false);
  });
});
