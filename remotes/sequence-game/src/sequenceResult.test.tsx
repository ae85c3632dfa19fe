/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { emptyScoreRecords, recordScore } from '@games/shared/game-kit/score/score-records';
import { newGame } from './logic/game';
import { endWords, modeLine, sequenceResult } from './sequenceResult';

const ended = { ...newGame('unit', 'grid9', true), phase: 'over' as const, sequence: [0, 1, 2, 3, 4, 5] };

describe('sequence result', () => {
  it('names the mode, casual apart', () => {
    expect(modeLine(ended)).toMatch(/ · casual$/);
    expect(modeLine({ ...ended, casual: false })).not.toMatch(/casual/);
  });

  it('shows a new best level with the mode and the recent levels, and plays again', () => {
    const outcome = recordScore(emptyScoreRecords(), 'grid9:casual', 5, {}, 1);
    const playAgain = jest.fn();
    const result = sequenceResult(ended, outcome, () => undefined, playAgain);
    expect(result.title).toBe('New best level!');
    expect(result.lines).toContainEqual({ label: 'Mode', value: modeLine(ended) });
    expect(result.primaryAction?.label).toBe('Play again');
    result.primaryAction?.onClick();
    expect(playAgain).toHaveBeenCalledTimes(1);
    render(<>{result.details}</>);
    expect(screen.getByRole('button', { name: /share/i })).toBeInTheDocument();
    expect(screen.getAllByText(`Recent levels, ${modeLine(ended)}`).length).toBeGreaterThan(0);
  });

  it('says the level and the best', () => {
    const first = recordScore(emptyScoreRecords(), 'simon', 7, {}, 1);
    const second = recordScore(first.records, 'simon', 4, {}, 2);
    expect(endWords(7, first)).toBe('Game over. Level 7. New best level!');
    expect(endWords(4, second)).toBe('Game over. Level 4. Best level 7.');
    expect(sequenceResult({ ...ended, casual: false, mode: 'simon', sequence: [0, 1, 2, 3, 0] }, second, () => undefined, () => undefined).title).toBe('Game over');
  });
});
