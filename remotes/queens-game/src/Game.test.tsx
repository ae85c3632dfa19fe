import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Game from './Game';
import { generatePuzzle } from './logic/generate';

function setUrl(search: string) {
  window.history.replaceState(null, '', `/game/queens-game${search}`);
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:queens-game:how-to-play-seen', '{"v":1,"data":true}');
});

async function renderBoard() {
  const view = render(<Game slug="queens-game" title="Queens" />);
  const board = await waitFor(() => screen.getByTestId('queens-board'));
  return { board, unmount: view.unmount };
}

function cell(board: HTMLElement, row: number, col: number): HTMLElement {
  return board.querySelector(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;
}

function tap(target: HTMLElement) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

/** Presses keys on the focused cell (the roving focus moves with the arrows). */
function press(key: string) {
  fireEvent.keyDown(document.activeElement as HTMLElement, { key });
}

describe('Queens game', () => {
  it('deals the URL seed, cycles cells by tap and plays by keyboard, saving as it goes', async () => {
    setUrl('?seed=unit&difficulty=easy');
    const puzzle = generatePuzzle('unit', 'easy');
    const { board } = await renderBoard();
    expect(board.dataset.size).toBe(String(puzzle.size));

    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('cross');
    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('queen');
    tap(cell(board, 0, 0));
    expect(cell(board, 0, 0).dataset.mark).toBe('empty');

    // Keyboard: walk to each solution cell and press Q.
    act(() => cell(board, 0, 0).focus());
    const at = { row: 0, col: 0 };
    for (let row = 0; row < puzzle.size - 1; row++) {
      const col = puzzle.solution[row];
      for (; at.row < row; at.row++) press('ArrowDown');
      for (; at.col < col; at.col++) press('ArrowRight');
      for (; at.col > col; at.col--) press('ArrowLeft');
      press('q');
      expect(cell(board, row, col).dataset.mark).toBe('queen');
      expect(document.activeElement).toBe(cell(board, row, col));
    }
    expect(board.dataset.state).toBe('playing');
    expect(window.localStorage.getItem('games:queens-game:game-easy')).toContain('"seed":"unit"');
  });

  it('gives a hint with a reason and counts it', async () => {
    setUrl('?seed=hinted&difficulty=easy');
    await renderBoard();
    fireEvent.click(screen.getByRole('button', { name: /hint/i }));
    expect(screen.getByTestId('puzzle-hint').textContent).toMatch(/Hint:/);
    expect(screen.getByRole('button', { name: /hint/i }).textContent).toContain('1');
  });

  it('marks clashing queens', async () => {
    setUrl('?seed=clash&difficulty=easy');
    const { board } = await renderBoard();
    act(() => cell(board, 0, 0).focus());
    press('q');
    press('ArrowRight');
    press('q');
    expect(cell(board, 0, 0).dataset.conflict).toBe('true');
    expect(cell(board, 0, 0).className).toContain('gk-grid-cell--conflict');
  });

  it('paints × by drag as one undo step', async () => {
    setUrl('?seed=drag&difficulty=easy');
    const { board } = await renderBoard();
    const from = cell(board, 1, 0);
    document.elementFromPoint = () => cell(board, 1, 2);
    fireEvent.pointerDown(from, { pointerId: 2, button: 0, pointerType: 'touch', clientX: 1, clientY: 1 });
    fireEvent.pointerMove(board, { pointerId: 2, pointerType: 'touch', clientX: 2, clientY: 2 });
    fireEvent.pointerUp(board, { pointerId: 2, pointerType: 'touch' });
    expect([0, 1, 2].map((col) => cell(board, 1, col).dataset.mark)).toEqual(['cross', 'cross', 'cross']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect([0, 1, 2].map((col) => cell(board, 1, col).dataset.mark)).toEqual(['empty', 'empty', 'empty']);
  });

  it('a drag that starts over queens still undoes as its own step', async () => {
    setUrl('?seed=drag-queens&difficulty=easy');
    const { board } = await renderBoard();
    act(() => cell(board, 1, 0).focus());
    press('q');
    press('ArrowRight');
    press('q');
    const path = [cell(board, 1, 1), cell(board, 1, 2)];
    document.elementFromPoint = () => path.shift() ?? null;
    fireEvent.pointerDown(cell(board, 1, 0), { pointerId: 3, button: 0, pointerType: 'mouse', clientX: 1, clientY: 1 });
    fireEvent.pointerMove(board, { pointerId: 3, pointerType: 'mouse', clientX: 2, clientY: 2 });
    fireEvent.pointerMove(board, { pointerId: 3, pointerType: 'mouse', clientX: 3, clientY: 3 });
    fireEvent.pointerUp(board, { pointerId: 3, pointerType: 'mouse' });
    expect([0, 1, 2].map((col) => cell(board, 1, col).dataset.mark)).toEqual(['queen', 'queen', 'cross']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect([0, 1, 2].map((col) => cell(board, 1, col).dataset.mark)).toEqual(['queen', 'queen', 'empty']);
  });

  // Issue 21: the region letter in every cell was clutter; letters now come with the colour-blind setting.
  it('shows no region letters until the colour-blind switch is on, and remembers it', async () => {
    setUrl('?seed=letters&difficulty=easy');
    const first = await renderBoard();
    expect(first.board.querySelector('.qg-cell__letter')).toBeNull();
    expect(first.board.textContent).not.toMatch(/[A-L]/);
    fireEvent.click(screen.getByRole('switch', { name: 'Colour-blind' }));
    expect(cell(first.board, 0, 0).textContent).toBe('A');
    first.unmount();

    setUrl('');
    const again = await renderBoard();
    expect(screen.getByRole('switch', { name: 'Colour-blind' })).toBeChecked();
    expect(cell(again.board, 0, 0).textContent).toBe('A');
  });

  // Issue 21: Auto-× is an option, off by default.
  it('leaves the cells a queen rules out alone until Auto-× is switched on', async () => {
    setUrl('?seed=auto&difficulty=easy');
    const { board } = await renderBoard();
    expect(screen.getByRole('switch', { name: 'Auto-×' })).not.toBeChecked();
    act(() => cell(board, 0, 0).focus());
    press('q');
    expect(board.querySelectorAll('[data-mark="auto-cross"]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Auto-×' }));
    expect(cell(board, 0, 1).dataset.mark).toBe('auto-cross');
  });

  // Issue 21: a streak on the daily puzzle, and a share button on the result.
  it('shows the daily streak, and a solved puzzle offers its result to share', async () => {
    setUrl('');
    const daily = await renderBoard();
    expect(screen.getByText('Streak')).toBeInTheDocument();
    daily.unmount();

    setUrl('?seed=share&difficulty=easy');
    const puzzle = generatePuzzle('share', 'easy');
    const { board } = await renderBoard();
    puzzle.solution.forEach((col, row) => {
      tap(cell(board, row, col));
      tap(cell(board, row, col));
    });
    const result = await screen.findByRole('dialog');
    expect(within(result).getByRole('heading').textContent).toMatch(/^Solved!/);
    expect(await within(result).findByRole('button', { name: /share/i })).toBeInTheDocument();
  });
});
