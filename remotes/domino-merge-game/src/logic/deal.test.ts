import { boardFromRows, emptyBoard } from './board';
import { dealPiece, MAX_DEALT, OPENING_TURNS, valueCap, valueWeights } from './deal';
import { fitsAnywhere, isDomino } from './piece';

const seeds = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('dealPiece', () => {
  it('deals the same piece for the same seed, turn and board', () => {
    for (const seed of seeds) expect(dealPiece(seed, 7, emptyBoard())).toEqual(dealPiece(seed, 7, emptyBoard()));
    const pieces = seeds.map((seed) => dealPiece(seed, 0, emptyBoard()).join('|'));
    expect(new Set(pieces).size).toBeGreaterThan(5);
  });

  it('deals singles and dominoes with values from 1 to the turn’s cap, low values more often', () => {
    let singles = 0;
    let dominoes = 0;
    const counts = new Map<number, number>();
    for (const seed of seeds) {
      for (let turn = 0; turn < 100; turn++) {
        const piece = dealPiece(seed, turn, emptyBoard());
        if (isDomino(piece)) dominoes++;
        else singles++;
        for (const value of piece) {
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(valueCap(turn));
          counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
    }
    expect(singles).toBeGreaterThan(0);
    expect(dominoes).toBeGreaterThan(singles);
    for (let v = 1; v < MAX_DEALT; v++) expect(counts.get(v)!).toBeGreaterThan(counts.get(v + 1) ?? 0);
  });

  it('raises the cap over time, up to 6', () => {
    expect(valueCap(0)).toBe(3);
    expect(valueCap(15)).toBe(4);
    expect(valueCap(1000)).toBe(MAX_DEALT);
    expect(valueWeights(3)).toEqual([4, 2, 1]);
  });

  it('never deals a domino that cannot fit on the opening turns', () => {
    const checker = boardFromRows(['1.1.1', '.1.1.', '1.1.1', '.1.1.', '1.1.1']);
    for (const seed of seeds) {
      for (let turn = 0; turn < OPENING_TURNS; turn++) expect(fitsAnywhere(checker, dealPiece(seed, turn, checker))).toBe(true);
    }
    // Later, a domino with no room is dealt as it is: it ends the game.
    const late = seeds.map((seed) => dealPiece(seed, OPENING_TURNS + 5, checker));
    expect(late.some(isDomino)).toBe(true);
  });
});
