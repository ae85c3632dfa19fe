import { emptyBoard } from './document';
import { beats, countOn, countOf, recordMetric } from './metrics';

describe('metric policies', () => {
  it('keeps the lowest time and moves, the highest score and figures', () => {
    expect(beats('time', 50, 60)).toBe(true);
    expect(beats('moves', 12, 10)).toBe(false);
    expect(beats('score', 12, 10)).toBe(true);
    expect(beats('tile', 256, 512)).toBe(false);
    expect(beats('time', 99_999, undefined)).toBe(true);
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
