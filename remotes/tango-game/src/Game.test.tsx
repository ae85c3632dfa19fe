import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { progressStore } from './stores';

function markHelpSeen() {
  window.localStorage.setItem('games:tango-game:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
}

function renderSeeded(seed: string, difficulty = 'easy') {
  window.history.replaceState(null, '', `/game/tango-game?seed=${seed}&difficulty=${difficulty}`);
  return render(<Game slug="tango-game" title="Tango" />);
}

const cellAt = (board: HTMLElement, index: number) =>
  board.querySelector<HTMLElement>(`[data-row="${Math.floor(index / 6)}"][data-col="${index % 6}"]`)!;

beforeEach(() => {
  window.localStorage.clear();
  markHelpSeen();
});

describe('Tango game', () => {
  it('deals the seeded puzzle with locked givens and signs', () => {
    const puzzle = generatePuzzle('view-test', 'easy');
    renderSeeded('view-test');
    const board = screen.getByTestId('tango-board');
    const locked = board.querySelectorAll('[data-locked]');
    expect(locked).toHaveLength(puzzle.givens.filter(Boolean).length);
    expect(board.querySelectorAll('[data-sign]')).toHaveLength(puzzle.signs.length);
  });

  it('plays by keyboard to a win and shows the result', () => {
    const puzzle = generatePuzzle('view-keys', 'easy');
    renderSeeded('view-keys');
    const board = screen.getByTestId('tango-board');
    act(() => board.focus());
    let row = 0;
    let col = 0;
    for (let index = 0; index < 36; index++) {
      if (puzzle.givens[index]) continue;
      const target = { row: Math.floor(index / 6), col: index % 6 };
      while (row < target.row) (fireEvent.keyDown(board, { key: 'ArrowDown' }), row++);
      while (col < target.col) (fireEvent.keyDown(board, { key: 'ArrowRight' }), col++);
      while (col > target.col) (fireEvent.keyDown(board, { key: 'ArrowLeft' }), col--);
      fireEvent.keyDown(board, { key: puzzle.solution[index] === 1 ? 's' : 'm' });
      expect(cellAt(board, index)).toHaveAttribute('data-value', puzzle.solution[index] === 1 ? 'sun' : 'moon');
    }
    expect(board).toHaveAttribute('data-solved', 'true');
    expect(within(screen.getByRole('dialog')).getByText('Flawless!')).toBeInTheDocument();
    const records = JSON.parse(window.localStorage.getItem('games:tango-game:records')!);
    expect(records.data.won).toBe(1);
    expect(records.data.bestTimes.easy).toBeGreaterThanOrEqual(0);
  });

  it('marks conflicts live, and undo and redo step through the moves', () => {
    const puzzle = generatePuzzle('view-conflict', 'easy');
    renderSeeded('view-conflict');
    const board = screen.getByTestId('tango-board');
    const open = puzzle.givens.flatMap((value, index) => (value ? [] : [index]));
    // Fill one row's open cells with suns until a rule breaks.
    const rowCells = open.filter((index) => Math.floor(index / 6) === Math.floor(open[0] / 6));
    for (const index of rowCells) fireEvent.pointerDown(cellAt(board, index), { pointerId: 1, button: 0, pointerType: 'mouse' }), fireEvent.pointerUp(board, { pointerId: 1 });
    expect(board.querySelectorAll('[data-conflict]').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    for (let step = 0; step < rowCells.length; step++) fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(board.querySelectorAll('[data-conflict]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(cellAt(board, rowCells[0])).toHaveAttribute('data-value', 'sun');
  });

  it('gives a hint with its reason and counts it', () => {
    renderSeeded('view-hint');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByTestId('tango-status').textContent).toMatch(/(sun|moon)/);
    expect(screen.getByText('Hints').nextSibling).toHaveTextContent('1');
  });

  it('restores the game in progress when reloaded without a seed', () => {
    const puzzle = generatePuzzle('view-restore', 'medium');
    const first = renderSeeded('view-restore', 'medium');
    const open = puzzle.givens.findIndex((value) => !value);
    const board = screen.getByTestId('tango-board');
    fireEvent.pointerDown(cellAt(board, open), { pointerId: 1, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(board, { pointerId: 1 });
    first.unmount();
    window.history.replaceState(null, '', '/game/tango-game');
    render(<Game slug="tango-game" title="Tango" />);
    expect(cellAt(screen.getByTestId('tango-board'), open)).toHaveAttribute('data-value', 'sun');
    expect(progressStore.load()?.sessions.unlimited?.puzzle.seed).toBe('view-restore');
  });

  it('switches to the daily puzzle and back', () => {
    renderSeeded('view-modes');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Daily' })));
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    expect(progressStore.load()?.sessions.daily?.dailyDate).toBe(new Date().toISOString().slice(0, 10));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Unlimited' })));
    expect(progressStore.load()?.sessions.unlimited?.puzzle.seed).toBe('view-modes');
  });
});
