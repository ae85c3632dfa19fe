import { describeHistory, historyChart } from './history';

const recent = (...scores: number[]) => scores.map((score, index) => ({ score, at: index }));

describe('historyChart', () => {
  it('places the latest scores left to right, the best at the top', () => {
    const { points, top } = historyChart(recent(1, 5, 10, 20), { width: 108, height: 48, limit: 3 });
    expect(top).toBe(20);
    expect(points.map((p) => p.score)).toEqual([5, 10, 20]);
    expect(points.map((p) => p.x)).toEqual([4, 54, 104]);
    expect(points[2].y).toBe(4);
    expect(points[1].y).toBe(24);
  });

  it('centres a single score and draws zeros on the bottom edge', () => {
    const { points, top } = historyChart(recent(0), { width: 100, height: 40 });
    expect(top).toBe(1);
    expect(points).toEqual([{ x: 50, y: 36, score: 0 }]);
    expect(historyChart([], { width: 100, height: 40 }).points).toEqual([]);
  });
});

describe('describeHistory', () => {
  it('says what the chart shows', () => {
    expect(describeHistory([])).toBe('No scores yet.');
    expect(describeHistory(recent(7))).toBe('One score so far: 7.');
    expect(describeHistory(recent(1, 12, 15, 9), 3)).toBe('Last 3 scores, oldest first: 12, 15, 9. Best 15.');
  });
});
