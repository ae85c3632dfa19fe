import { render, screen } from '@testing-library/react';
import { chessResult, resultTitle } from './chessResult';
import type { Outcome } from './logic/status';

type Finished = Extract<Outcome, { over: true }>;
const mate = (winner: 'w' | 'b'): Finished => ({ over: true, winner, reason: 'checkmate' });
const computer = { mode: 'computer' as const, playerColor: 'w' as const, level: 3, moves: ['e2e4', 'e7e5', 'd1h5'] };
const tally = { wins: 2, losses: 1, draws: 0 };
const noop = () => undefined;

describe('chess result', () => {
  it('titles the result for the player, or by colour between two players', () => {
    expect(resultTitle(mate('w'), computer)).toBe('You win!');
    expect(resultTitle(mate('b'), computer)).toBe('The computer wins');
    expect(resultTitle({ over: true, winner: null, reason: 'stalemate' }, computer)).toBe('Draw');
    expect(resultTitle(mate('b'), { mode: 'friend', playerColor: 'w' })).toBe('Black wins');
    expect(resultTitle({ over: true, winner: null, reason: 'agreement' }, { mode: 'friend', playerColor: 'w' })).toBe('Draw');
  });

  it('shows the level, the best level beaten and the tally against the computer', () => {
    const result = chessResult({ outcome: mate('w'), record: computer, bestLevel: 3, raisedFrom: 2, tally, onNewGame: noop, onExport: noop });
    expect(result.title).toBe('You win!');
    expect(result.lines?.map((l) => l.label)).toEqual(['Result', 'Moves', 'Level', 'Best level beaten', 'Wins vs Casual', 'Losses vs Casual', 'Draws vs Casual']);
    expect(result.lines?.slice(0, 3).map((l) => l.value)).toEqual(['White wins by checkmate.', 2, '3 (Casual)']);
    expect(result.lines?.slice(4).map((l) => l.value)).toEqual([2, 1, 0]);
    render(<>{result.lines?.[3].value}</>);
    expect(screen.getByText('New best!')).toBeInTheDocument();
  });

  it('shows only the outcome and the moves between two players, with New game and Export PGN', () => {
    const onNewGame = jest.fn();
    const onExport = jest.fn();
    const result = chessResult({ outcome: mate('b'), record: { ...computer, mode: 'friend' }, bestLevel: 0, raisedFrom: null, tally, onNewGame, onExport });
    expect(result.title).toBe('Black wins');
    expect(result.lines?.map((l) => l.label)).toEqual(['Result', 'Moves']);
    result.primaryAction?.onClick();
    result.secondaryAction?.onClick();
    expect(onNewGame).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(result.primaryAction?.label).toBe('New game');
    expect(result.secondaryAction?.label).toBe('Export PGN');
  });
});
