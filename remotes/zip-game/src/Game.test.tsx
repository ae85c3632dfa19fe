import { act, fireEvent, render, screen } from '@testing-library/react';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/zip-game${search}`);
}

function arrowFor(from: number, to: number): string {
  if (to === from + 1) return 'ArrowRight';
  if (to === from - 1) return 'ArrowLeft';
  return to > from ? 'ArrowDown' : 'ArrowUp';
}

async function renderSeeded(seed: string) {
  setUrl(`?seed=${seed}&difficulty=easy`);
  render(<Game slug="zip-game" title="Zip" />);
  // jsdom has no Worker: the puzzle is dealt on the main thread after a dynamic import.
  return screen.findByTestId('zip-board', {}, { timeout: 5000 });
}

describe('Zip view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('games:zip-game:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  });

  it('plays a seeded puzzle to a win with the keyboard and records it', async () => {
    const board = await renderSeeded('view-test');
    const { puzzle, solution } = generatePuzzle('view-test', 'easy');
    expect(board.querySelectorAll('[data-row][data-col]')).toHaveLength(puzzle.size * puzzle.size);
    for (let i = 1; i < solution.length; i++) {
      act(() => {
        fireEvent.keyDown(board, { key: arrowFor(solution[i - 1], solution[i]) });
      });
    }
    expect(board).toHaveAttribute('data-state', 'solved');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Flawless\s*Yes/);
    // The first win of a level is its first best time (this line was missing on the first win).
    expect(dialog).toHaveTextContent('New best!');
    // The share text names the board, as LinkedIn's does, and gives nothing of the path away.
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /share/i }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`🏁 ${puzzle.size}×${puzzle.size} · ${puzzle.checkpoints.length} numbers`));
    const records = storedPuzzleRecords('zip-game')!;
    expect(records.won).toBe(1);
    expect(records.bestTimes.easy).toBeGreaterThanOrEqual(0);
  });

  it('Backspace steps back and a hint extends the path with its reason', async () => {
    const board = await renderSeeded('view-hint');
    const { solution } = generatePuzzle('view-hint', 'easy');
    act(() => {
      fireEvent.keyDown(board, { key: arrowFor(solution[0], solution[1]) });
    });
    expect(board).toHaveAttribute('data-path-length', '2');
    act(() => {
      fireEvent.keyDown(board, { key: 'Backspace' });
    });
    expect(board).toHaveAttribute('data-path-length', '1');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Hint/ }));
    });
    expect(board).toHaveAttribute('data-path-length', '2');
    expect(screen.getByTestId('puzzle-hint')).toHaveTextContent(/only way on|Go|Next step/);
  });
});
