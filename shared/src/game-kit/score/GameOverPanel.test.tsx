import { render, screen } from '@testing-library/react';
import { GameOverPanel } from './GameOverPanel';
import { emptyScoreRecords } from './score-records';

describe('GameOverPanel', () => {
  it("shows the score, the best and the game's figure, offers Play again and Undo, and announces the end once", () => {
    const announce = jest.fn();
    const newGame = jest.fn();
    render(
      <GameOverPanel
        outcome={{ records: emptyScoreRecords(), score: 120, best: 300, newBest: false, previousBest: 300, newBestExtras: [] }}
        records={emptyScoreRecords()}
        scoreKey="default"
        score={120}
        reason="Game over! No chain left."
        game="Number Connect"
        figure={{ label: 'Best tile', value: '64', shareLine: '🔗 Best tile 64', spoken: 'Best tile 64.' }}
        newGame={newGame}
        undo={() => undefined}
        announce={announce}
      />,
    );
    expect(screen.getByText('Best tile')).toBeInTheDocument();
    expect(screen.getByText('64')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Play again' }).click();
    expect(newGame).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce.mock.calls[0][0]).toMatch(/^Game over! No chain left\..*Best tile 64\.$/);
  });
});
