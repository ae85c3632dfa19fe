import { emptyBoard } from './document';
import { beats, countOn, countOf, METRIC_POLICY, recordMetric } from './metrics';

describe('metric policies', () => {
  it('keeps the lowest time and moves, the highest score and figures', () => {
    expect(beats('time', 50, 60)).toBe(true);
    expect(beats('moves', 12, 10)).toBe(false);
    expect(beats('score', 12, 10)).toBe(true);
    expect(beats('tile', 256, 512)).toBe(false);
    expect(beats('time', 99_999, undefined)).toBe(true);
  });

  it('keeps the most stars and the highest level beaten, and names them (not a score game\'s own figures)', () => {
    expect(beats('stars', 3, 2)).toBe(true);
    expect(beats('stars', 1, 2)).toBe(false);
    expect(beats('level', 4, 3)).toBe(true);
    expect(beats('level', 2, 3)).toBe(false);
    expect(METRIC_POLICY).toMatchObject({ stars: 'higher', level: 'higher' });
  });

  it('records a metric only when it beats the standing best', () => {
    const first = recordMetric(emptyBoard(), 'time', 60_000);
    expect(first).toEqual({ board: { best: { time: 60_000 }, counts: {}, recent: [] }, improved: true });
    const slower = recordMetric(first.board, 'time', 70_000);
    expect(slower).toEqual({ board: first.board, improved: false });
  });

  it('tallies wins, losses and draws', () => {
    const board = countOn(countOn(countOn(emptyBoard(), 'wins'), 'wins'), 'draws');
    expect([countOf(board, 'wins'), countOf(board, 'losses'), countOf(board, 'draws')]).toEqual([2, 0, 1]);
  });
});
