/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { emptyScoreRecords, recordScore } from '@games/shared/game-kit/score/score-records';
import { newGame, TRIALS } from './logic/game';
import { endWords, memoryResult } from './memoryResult';

const ended = { ...newGame('unit', 2500), phase: 'over' as const, trial: TRIALS - 1, score: 40, bestLevel: 6, perfect: 8 };

describe('memory result', () => {
  it('shows the score, the level, the perfect trials and the reveal time, and plays again', () => {
    const outcome = recordScore(emptyScoreRecords(), 'reveal-2500', 40, { level: 6, perfect: 8 }, 1);
    const playAgain = jest.fn();
    const result = memoryResult(ended, outcome, () => undefined, playAgain);
    expect(result.title).toBe('New best score!');
    expect(result.lines).toEqual(
      expect.arrayContaining([
        { label: 'Level reached', value: '6 tiles' },
        { label: 'Perfect trials', value: `8 of ${TRIALS}` },
        { label: 'Reveal time', value: '2.5 s' },
      ]),
    );
    result.primaryAction?.onClick();
    expect(playAgain).toHaveBeenCalledTimes(1);
    render(<>{result.details}</>);
    expect(screen.getAllByText('Recent scores, 2.5 s reveal').length).toBeGreaterThan(0);
  });

  it('is a plain round over below the best, and says the best level', () => {
    const first = recordScore(emptyScoreRecords(), 'reveal-2500', 50, {}, 1);
    const second = recordScore(first.records, 'reveal-2500', 40, {}, 2);
    expect(memoryResult(ended, second, () => undefined, () => undefined).title).toBe('Round over');
    expect(endWords(ended, second)).toMatch(/^Round over.*Best level 6\.$/);
  });
});
