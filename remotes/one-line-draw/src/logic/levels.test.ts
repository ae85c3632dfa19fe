import { dealFigure } from './deal';
import { countCompletions, meetsDegreeConditions, oddDots } from './euler';
import { tracesNeeded } from './figure';
import { generateFigure } from './generate';
import { DAILY_PARAMS, LEVELS, levelParams, nextLevel, starsFor, WORLDS } from './levels';
import { isDrawn } from './trace';

describe('the level map', () => {
  it('has worlds of ten levels, in order', () => {
    expect(LEVELS).toHaveLength(WORLDS.length * 10);
    expect(nextLevel('1-10')).toBe('2-1');
    expect(nextLevel('5-10')).toBeNull();
    expect([starsFor(0), starsFor(1), starsFor(4)]).toEqual([3, 2, 1]);
  });

  // Every level, and the daily over 50 fixed days: the figure has a stroke from its start (the solver confirms the
  // generator's own stroke), the undirected degree conditions hold, and the same level gives the same figure.
  const figures = LEVELS.map((level) => [level.value, dealFigure('unlimited', level.value, 'ignored')] as const);

  it.each(figures)('level %s can be drawn in one stroke from its start', (level, figure) => {
    const params = levelParams(level);
    expect(isDrawn(figure, figure.solution)).toBe(true);
    expect(meetsDegreeConditions(figure, figure.solution[0])).toBe(true);
    expect(countCompletions(figure, [figure.solution[0]], 1, 1_000_000).count).toBe(1);
    expect(tracesNeeded(figure)).toBe(params.traces);
    expect(figure.lines.filter((line) => line.count === 2)).toHaveLength(params.doubles);
    expect(figure.lines.filter((line) => line.oneWay)).toHaveLength(params.arrows);
    // Arrows point the way of a stroke: each is traced forward by the solution.
    for (const line of figure.lines.filter((l) => l.oneWay)) {
      const at = figure.solution.findIndex((dot, i) => dot === line.a && figure.solution[i + 1] === line.b);
      expect(at).toBeGreaterThanOrEqual(0);
    }
    expect(dealFigure('unlimited', level, 'other seed')).toEqual(figure);
  });

  it('deals a fair daily figure for 50 days, the same for everyone on a day', () => {
    for (let day = 0; day < 50; day++) {
      const seed = `2026-01-${day}`;
      const figure = dealFigure('daily', '4-1', seed);
      expect(isDrawn(figure, figure.solution)).toBe(true);
      expect(oddDots(figure).length === 0 || oddDots(figure).includes(figure.solution[0])).toBe(true);
      expect(tracesNeeded(figure)).toBe(DAILY_PARAMS.traces);
      if (day < 3) expect(dealFigure('daily', '4-1', seed)).toEqual(figure);
    }
  });

  it('never draws crossing lines (both diagonals of a square)', () => {
    for (let i = 0; i < 50; i++) {
      const figure = generateFigure(`cross-${i}`, { cols: 5, rows: 5, traces: 24, doubles: 2, arrows: 3, candidates: 1 });
      const diagonals = new Set<string>();
      for (const { a, b } of figure.lines) {
        const [[x1, y1], [x2, y2]] = [figure.dots[a], figure.dots[b]];
        if (Math.abs(x1 - x2) === 1 && Math.abs(y1 - y2) === 1) {
          const square = `${Math.min(x1, x2)},${Math.min(y1, y2)}`;
          expect(diagonals.has(square)).toBe(false);
          diagonals.add(square);
        }
      }
    }
  });
});
