import { generateFigure } from './generate';
import { isFigure, tracesNeeded } from './figure';
import { SQUARE } from './test-figures';
import { canStep, isDrawn, isValidStroke, refusedStep, tracedCounts } from './trace';

describe('tracing', () => {
  it('counts traces: a double line twice', () => {
    expect(tracesNeeded(SQUARE)).toBe(6);
    expect(tracedCounts(SQUARE, [0, 1, 2])).toEqual([1, 1, 0, 0, 0]);
    expect(tracedCounts(SQUARE, [1, 0, 2, 3, 0, 1])).toEqual([2, 0, 1, 1, 1]);
  });

  it('steps only along lines with traces left, arrows one way, never straight back', () => {
    expect(canStep(SQUARE, [0], 1)).toBe(true);
    expect(canStep(SQUARE, [0], 2)).toBe(true); // along the arrow
    expect(canStep(SQUARE, [2], 0)).toBe(false); // against the arrow
    expect(canStep(SQUARE, [1, 2], 1)).toBe(false); // straight back
    expect(canStep(SQUARE, [0, 1], 0)).toBe(false); // straight back, even on a double line
    expect(canStep(SQUARE, [1, 0, 3, 2, 1], 0)).toBe(true); // the double line's second trace
    expect(canStep(SQUARE, [0], 3)).toBe(true);
  });

  it('says why a step is refused: against an arrow, a line traced, no line', () => {
    expect(refusedStep(SQUARE, [2], 0)).toBe('against-arrow');
    expect(refusedStep(SQUARE, [0], 2)).toBeNull();
    expect(refusedStep(SQUARE, [3, 2, 1], 2)).toBeNull(); // straight back: a step back, not refused
    expect(refusedStep(SQUARE, [2, 3, 0, 1, 2], 3)).toBe('traced');
    expect(refusedStep(SQUARE, [1], 3)).toBe('no-line');
    expect(refusedStep(SQUARE, [], 0)).toBeNull();
    // Every allowed step is not refused, and every refused one is not allowed.
    for (const stroke of [[0], [1, 0], [1, 0, 2], [1, 0, 2, 3]]) {
      for (let to = 0; to < SQUARE.dots.length; to++) if (refusedStep(SQUARE, stroke, to)) expect(canStep(SQUARE, stroke, to)).toBe(false);
    }
  });

  it('knows a drawn figure', () => {
    expect(isValidStroke(SQUARE, SQUARE.solution)).toBe(true);
    expect(isDrawn(SQUARE, SQUARE.solution)).toBe(true);
    expect(isDrawn(SQUARE, SQUARE.solution.slice(0, -1))).toBe(false);
    expect(isValidStroke(SQUARE, [0, 2, 0])).toBe(false);
    expect(isValidStroke(SQUARE, ['x'])).toBe(false);
  });

  it('validates figures from storage', () => {
    expect(isFigure(SQUARE)).toBe(true);
    expect(isFigure(generateFigure('x', { cols: 4, rows: 4, traces: 12, doubles: 1, arrows: 2, candidates: 1 }))).toBe(true);
    for (const bad of [null, {}, { ...SQUARE, lines: [] }, { ...SQUARE, lines: [{ a: 0, b: 9, count: 1, oneWay: false }] }, { ...SQUARE, dots: 'x' }]) expect(isFigure(bad)).toBe(false);
  });
});
