import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

function markHelpSeen() {
  window.localStorage.setItem('games:tango-game:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
}

function setUrl(search: string) {
  window.history.replaceState(null, '', `/game/tango-game${search}`);
}

async function renderGame(search: string) {
  setUrl(search);
  const view = render(<Game slug="tango-game" title="Tango" />);
  const board = await waitFor(() => screen.getByTestId('tango-board'));
  return { board, unmount: view.unmount };
}

const renderSeeded = (seed: string, difficulty = 'easy') => renderGame(`?seed=${seed}&difficulty=${difficulty}`);

const cellAt = (board: HTMLElement, index: number) =>
  board.querySelector<HTMLElement>(`[data-row="${Math.floor(index / 6)}"][data-col="${index % 6}"]`)!;

function tap(target: HTMLElement) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(target, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

const saved = (slot: string) => JSON.parse(window.localStorage.getItem(`games:tango-game:game-${slot}`) ?? 'null')?.data;

beforeEach(() => {
  window.localStorage.clear();
  markHelpSeen();
});

describe('Tango game', () => {
  it('deals the seeded puzzle with locked givens and signs', async () => {
    const puzzle = generatePuzzle('view-test', 'easy');
    const { board } = await renderSeeded('view-test');
    const locked = board.querySelectorAll('[data-locked]');
    expect(locked).toHaveLength(puzzle.givens.filter(Boolean).length);
    expect(board.querySelectorAll('[data-sign]')).toHaveLength(puzzle.signs.length);
  });

  it('plays by keyboard to a win and shows the result, with a share button', async () => {
    const puzzle = generatePuzzle('view-keys', 'easy');
    const { board } = await renderSeeded('view-keys');
    act(() => cellAt(board, 0).focus());
    const at = { row: 0, col: 0 };
    const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    for (let index = 0; index < 36; index++) {
      if (puzzle.givens[index]) continue;
      const target = { row: Math.floor(index / 6), col: index % 6 };
      for (; at.row < target.row; at.row++) press('ArrowDown');
      for (; at.col < target.col; at.col++) press('ArrowRight');
      for (; at.col > target.col; at.col--) press('ArrowLeft');
      press(puzzle.solution[index] === 1 ? 's' : 'm');
      expect(cellAt(board, index)).toHaveAttribute('data-value', puzzle.solution[index] === 1 ? 'sun' : 'moon');
    }
    expect(board).toHaveAttribute('data-solved', 'true');
    const result = await screen.findByRole('dialog');
    expect(within(result).getByText('Flawless').nextSibling).toHaveTextContent('Yes');
    // Issue 21: a result to share, as on LinkedIn.
    expect(await within(result).findByRole('button', { name: /share/i })).toBeInTheDocument();
    const records = storedPuzzleRecords('tango-game')!;
    expect(records.won).toBe(1);
    expect(records.bestTimes.easy).toBeGreaterThanOrEqual(0);
  });

  it('marks conflicts live, and undo and redo step through the moves', async () => {
    const puzzle = generatePuzzle('view-conflict', 'easy');
    const { board } = await renderSeeded('view-conflict');
    const open = puzzle.givens.flatMap((value, index) => (value ? [] : [index]));
    // Fill one row's open cells with suns until a rule breaks.
    const rowCells = open.filter((index) => Math.floor(index / 6) === Math.floor(open[0] / 6));
    for (const index of rowCells) tap(cellAt(board, index));
    expect(board.querySelectorAll('[data-conflict]').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    for (let step = 0; step < rowCells.length; step++) fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(board.querySelectorAll('[data-conflict]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(cellAt(board, rowCells[0])).toHaveAttribute('data-value', 'sun');
  });

  it('gives a hint with its reason and counts it', async () => {
    await renderSeeded('view-hint');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByTestId('puzzle-hint').textContent).toMatch(/(sun|moon)/);
    expect(screen.getByRole('button', { name: /hint/i }).textContent).toContain('1');
  });

  it('restores the game in progress when reloaded without a seed', async () => {
    const puzzle = generatePuzzle('view-restore', 'medium');
    const first = await renderSeeded('view-restore', 'medium');
    const open = puzzle.givens.findIndex((value) => !value);
    tap(cellAt(first.board, open));
    first.unmount();
    const { board } = await renderGame('');
    expect(cellAt(board, open)).toHaveAttribute('data-value', 'sun');
    expect(saved('medium').puzzle.seed).toBe('view-restore');
  });

  it('switches to the daily puzzle and back, and shows the streak on the daily', async () => {
    await renderSeeded('view-modes');
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    fireEvent.change(picker, { target: { value: 'daily' } });
    await waitFor(() => expect(saved('daily')?.dailyDate).toBe(new Date().toISOString().slice(0, 10)));
    // Issue 21: the streak is shown on the daily puzzle.
    expect(screen.getByText('Streak')).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: 'unlimited:easy' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Puzzle' })).toHaveValue('unlimited:easy'));
    expect(saved('easy').puzzle.seed).toBe('view-modes');
  });

  // Issue 21: "Medium" overflowed the level stat on a phone; the level now lives in the picker alone.
  it('names the level in the picker, not in a stat card', async () => {
    await renderSeeded('view-level', 'medium');
    expect(screen.getByRole('combobox', { name: 'Puzzle' })).toHaveValue('unlimited:medium');
    const stats = screen.getByText('Best').closest('dl')!;
    expect(within(stats).queryByText(/medium/i)).toBeNull();
    expect(screen.queryByText('Level')).toBeNull();
  });
});
