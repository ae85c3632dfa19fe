import { artRows, MAX_ART_ASPECT, MIN_ART_ASPECT, ROWS_PER_COLUMN_WIDTH } from './masonry-rows';

describe('artRows', () => {
  it('spans rows in proportion to the art height over its width', () => {
    // The catalogue's card art sizes: 400×300, 400×360, 400×400 and 400×500.
    expect([300, 360, 400, 500].map((height) => artRows({ width: 400, height }))).toEqual([30, 36, 40, 50]);
  });

  it('depends on the aspect ratio only, not on the pixel size', () => {
    expect(artRows({ width: 800, height: 1000 })).toBe(artRows({ width: 400, height: 500 }));
    expect(artRows({ width: 1, height: 1 })).toBe(ROWS_PER_COLUMN_WIDTH);
  });

  it('rounds to whole rows', () => {
    expect(artRows({ width: 300, height: 200 })).toBe(27); // 26.67
    expect(artRows({ width: 400, height: 333 })).toBe(33); // 33.3
  });

  it('clamps very wide and very tall art so no card is a sliver or a tower', () => {
    expect(artRows({ width: 1000, height: 100 })).toBe(MIN_ART_ASPECT * ROWS_PER_COLUMN_WIDTH);
    expect(artRows({ width: 100, height: 1000 })).toBe(MAX_ART_ASPECT * ROWS_PER_COLUMN_WIDTH);
  });

  it('treats a record without a usable size as square art', () => {
    for (const size of [
      { width: 0, height: 300 },
      { width: 400, height: 0 },
      { width: -1, height: 300 },
      { width: Number.NaN, height: 300 },
      { width: 400, height: Number.POSITIVE_INFINITY },
    ])
      expect(artRows(size)).toBe(ROWS_PER_COLUMN_WIDTH);
  });
});
