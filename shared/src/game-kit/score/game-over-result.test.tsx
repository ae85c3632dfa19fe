import { render, screen } from '@testing-library/react';
import { gameOverResult } from './game-over-result';
import { emptyScoreRecords } from './score-records';

describe('gameOverResult', () => {
  it("builds the frame's result: the score, the best and the game's figure, Play again and Undo, and the words said once", () => {
    const newGame = jest.fn();
    const undo = jest.fn();
    const { result, words } = gameOverResult({
      outcome: { records: emptyScoreRecords(), score: 120, best: 300, newBest: false, previousBest: 300, newBestExtras: [] },
      records: emptyScoreRecords(),
      scoreKey: 'default',
      score: 120,
      reason: 'Game over! No chain left.',
      game: 'Number Connect',
      figure: { label: 'Best tile', value: '64', shareLine: '🔗 Best tile 64', spoken: 'Best tile 64.' },
      newGame,
      undo,
      announce: () => undefined,
    });
    expect(result.title).toBe('Game over!');
    expect(result.lines?.map((line) => line.label)).toEqual(['Score', 'Best', 'Best tile']);
    expect(result.primaryAction?.label).toBe('Play again');
    result.primaryAction?.onClick();
    expect(newGame).toHaveBeenCalled();
    expect(result.secondaryAction?.label).toBe('Undo');
    render(<>{result.details}</>);
    expect(screen.getByRole('button', { name: /share/i })).toBeInTheDocument();
    expect(words).toMatch(/^Game over! No chain left\..*Best tile 64\.$/);
  });

  it('offers no Undo when none is left, and says Try again when the game asks', () => {
    const { result } = gameOverResult({
      outcome: null,
      records: emptyScoreRecords(),
      scoreKey: 'default',
      score: 10,
      reason: 'Game over!',
      game: '2048',
      figure: { label: 'Best tile', value: 8, shareLine: '🧱 Best tile 8' },
      newGame: () => undefined,
      playAgainLabel: 'Try again',
      announce: () => undefined,
    });
    expect(result.primaryAction?.label).toBe('Try again');
    expect(result.secondaryAction).toBeUndefined();
  });
});
