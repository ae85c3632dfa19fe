import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { dailyPuzzleSeed, dateKey } from '@games/shared/game-kit/puzzle/daily';
import Game from './Game';
import { createBoard, placeDigit } from './logic/board';
import { dealPuzzle } from './logic/deal';
import type { Difficulty } from './logic/difficulty';
import { readPack } from './logic/testing';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

// The real module builds its URLs from import.meta, which jest's CommonJS cannot parse.
jest.mock('./packUrls', () => ({
  PACK_URLS: { easy: 'https://packs.test/easy', medium: 'https://packs.test/medium', hard: 'https://packs.test/hard', expert: 'https://packs.test/expert' },
}));

/** The packs as served: the files from disk, through the kit's loader. */
const fetchPack = jest.fn(async (url: string) => ({
  ok: true,
  status: 200,
  json: async () => readPack(url.split('/').pop() as Difficulty),
}));

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/sudoku${search}`);
}

const cellAt = (index: number) =>
  screen.getByTestId('sudoku-board').querySelector<HTMLElement>(`[data-row="${Math.floor(index / 9)}"][data-col="${index % 9}"]`)!;

function boardValues(): number[] {
  return [...screen.getByTestId('sudoku-board').querySelectorAll<HTMLElement>('[data-row]')].map((c) => Number(c.dataset.value || 0));
}

async function renderGame() {
  const view = render(<Game slug="sudoku" title="Sudoku" />);
  await screen.findByTestId('sudoku-board');
  return view;
}

const key = (k: string, init: KeyboardEventInit = {}) => act(() => void fireEvent.keyDown(window, { key: k, ...init }));
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
const openOptions = () => click(screen.getByText('Options'));
const stat = (label: string) => within(document.querySelector<HTMLElement>('.gk-frame__stats')!).getByText(label, { selector: 'dt' }).nextElementSibling;
const emptiesOf = (givens: readonly number[]) => givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
const wrongDigit = (solution: readonly number[], cell: number) => (solution[cell] % 9) + 1;

// Rendering 81 cells per action in React's development build is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:sudoku:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  Object.assign(globalThis, { fetch: fetchPack });
  setUrl('');
});

describe('sudoku view', () => {
  it('deals the puzzle of ?seed and difficulty from its pack', async () => {
    setUrl('?seed=view&difficulty=easy');
    await renderGame();
    expect(boardValues()).toEqual(dealPuzzle(readPack('easy'), 'view').givens);
    expect(fetchPack).toHaveBeenCalledWith('https://packs.test/easy', expect.objectContaining({ signal: expect.anything() }));
  });

  it('starts with today’s daily Medium puzzle, the mode and level in the one picker and no level stat', async () => {
    await renderGame();
    expect(boardValues()).toEqual(dealPuzzle(readPack('medium'), dailyPuzzleSeed('sudoku')).givens);
    expect(screen.getByRole('combobox', { name: 'Puzzle' })).toHaveValue('daily');
    // "Daily · Medium" wrapped in a narrow stat card (issue 21); the picker says the mode now.
    expect(screen.queryByText('Level', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/Daily · Medium/, { selector: 'dd, dt' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Puzzle' })).toHaveDisplayValue('Daily · Medium');
  });

  it('places digits by pointer and keyboard, takes notes, erases, undoes and redoes', async () => {
    setUrl('?seed=keys&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'keys');
    const empty = puzzle.givens.indexOf(0);
    click(cellAt(empty));
    expect(cellAt(empty)).toHaveAttribute('aria-selected', 'true');
    const pad = screen.getByTestId('sudoku-pad');
    // jsdom puts a space between the digit's and the count's spans where a browser does not.
    click(within(pad).getByRole('button', { name: new RegExp(`^${puzzle.solution[empty]} ?, \\d left`) }));
    expect(cellAt(empty)).toHaveAttribute('data-value', String(puzzle.solution[empty]));
    expect(screen.getByTestId('game-announcement')).toHaveTextContent(`set to ${puzzle.solution[empty]}.`);

    key('Backspace');
    expect(cellAt(empty)).toHaveAttribute('data-value', '');
    key('z', { ctrlKey: true });
    expect(cellAt(empty)).toHaveAttribute('data-value', String(puzzle.solution[empty]));
    key('y', { ctrlKey: true });
    expect(cellAt(empty)).toHaveAttribute('data-value', '');

    key('n');
    key('3');
    key('5');
    expect(cellAt(empty)).toHaveAttribute('data-notes', '35');
    key('n');
    key('ArrowRight');
    key('ArrowLeft');
    expect(cellAt(empty)).toHaveAttribute('aria-selected', 'true');
    key('d');
    expect(cellAt(empty + 1 - (empty % 9 === 8 ? 1 : 0))).toHaveAttribute('aria-selected', 'true');
    // One tab stop on the board: the selected cell.
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('shows a wrong digit as wrong (mark and label) while it counts as a mistake, with the limit off', async () => {
    setUrl('?seed=wrong&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'wrong');
    const [first, second] = emptiesOf(puzzle.givens);
    click(cellAt(first));
    key(String(wrongDigit(puzzle.solution, first)));
    expect(stat('Mistakes')).toHaveTextContent('1');
    expect(cellAt(first)).toHaveAttribute('data-wrong', 'true');
    expect(cellAt(first)).toHaveAccessibleName(new RegExp(`^Row \\d, column \\d, ${wrongDigit(puzzle.solution, first)}, wrong`));
    expect(within(cellAt(first)).getByText('✕')).toBeInTheDocument();
    expect(screen.getByTestId('game-announcement')).toHaveTextContent(/is wrong\. Mistakes: 1\./);
    click(cellAt(second));
    key(String(puzzle.solution[second]));
    expect(cellAt(second)).not.toHaveAttribute('data-wrong');
    expect(cellAt(second)).not.toHaveAccessibleName(/wrong/);
  });

  it('marks conflicts while the option is on', async () => {
    setUrl('?seed=conflict&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'conflict');
    const empty = puzzle.givens.indexOf(0);
    const row = Math.floor(empty / 9);
    const givenInRow = puzzle.givens.slice(row * 9, row * 9 + 9).find((v) => v !== 0)!;
    click(cellAt(empty));
    key(String(givenInRow));
    expect(cellAt(empty)).toHaveAttribute('data-conflict', 'true');
    expect(cellAt(empty)).toHaveAccessibleName(/conflict/);
    openOptions();
    click(screen.getByRole('switch', { name: 'Show conflicts' }));
    expect(cellAt(empty)).not.toHaveAttribute('data-conflict');
  });

  it('ends the game after three mistakes when the limit is on', async () => {
    setUrl('?seed=lose&difficulty=easy');
    await renderGame();
    openOptions();
    click(screen.getByRole('switch', { name: '3 mistakes = game over' }));
    const puzzle = dealPuzzle(readPack('easy'), 'lose');
    for (const cell of emptiesOf(puzzle.givens).slice(0, 3)) {
      click(cellAt(cell));
      key(String(wrongDigit(puzzle.solution, cell)));
    }
    expect(await screen.findByText('Game over')).toBeInTheDocument();
    expect(stat('Mistakes')).toHaveTextContent('3/3');
  });

  it('keeps the game and the options after a reload', async () => {
    setUrl('?seed=reload&difficulty=easy');
    const view = await renderGame();
    openOptions();
    click(screen.getByRole('switch', { name: 'Show conflicts' }));
    const puzzle = dealPuzzle(readPack('easy'), 'reload');
    for (const cell of emptiesOf(puzzle.givens).slice(0, 3)) {
      click(cellAt(cell));
      key(String(puzzle.solution[cell]));
    }
    const midway = boardValues();
    view.unmount();
    setUrl('');
    await renderGame();
    expect(boardValues()).toEqual(midway);
    expect(screen.getByRole('switch', { name: 'Show conflicts' })).not.toBeChecked();
  });

  it('wins with a flawless result, records the best time and shares it', async () => {
    setUrl('?seed=win&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'win');
    for (const cell of emptiesOf(puzzle.givens)) {
      click(cellAt(cell));
      key(String(puzzle.solution[cell]));
    }
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Solved!');
    expect(dialog).toHaveTextContent(/Flawless\s*Yes/);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText }, share: undefined });
    const share = await within(dialog).findByRole('button', { name: /Share/ });
    await act(async () => {
      fireEvent.click(share);
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Sudoku · Easy\n⏱ .+ · flawless/));
    const records = storedPuzzleRecords('sudoku')!;
    expect(records.won).toBe(1);
    expect(records.bestTimes.easy).toEqual(expect.any(Number));
  });

  it('explains a hint, fills its cell and selects it', async () => {
    setUrl('?seed=hint&difficulty=easy');
    await renderGame();
    const before = boardValues();
    click(screen.getByRole('button', { name: /^Hint/ }));
    expect(screen.getByTestId('puzzle-hint')).toHaveTextContent(/(Naked|Hidden) single: /);
    const after = boardValues();
    const filled = after.findIndex((v, c) => v !== before[c]);
    expect(after.filter(Boolean).length).toBe(before.filter(Boolean).length + 1);
    expect(cellAt(filled)).toHaveAttribute('aria-selected', 'true');
  });

  it('discards a corrupt save and deals a fresh daily puzzle', async () => {
    window.localStorage.setItem('games:sudoku:game-daily', '{"v":1,"data":{"mode":"daily","puzzle":{"givens":[1]}}}');
    await renderGame();
    expect(boardValues()).toEqual(dealPuzzle(readPack('medium'), dailyPuzzleSeed('sudoku')).givens);
  });

  it('switches to unlimited and deals a new puzzle at the picked difficulty', async () => {
    await renderGame();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Puzzle' }), { target: { value: 'unlimited:hard' } });
    });
    expect(screen.getByRole('combobox', { name: 'Puzzle' })).toHaveValue('unlimited:hard');
    await screen.findByTestId('sudoku-board');
    expect(fetchPack).toHaveBeenCalledWith('https://packs.test/hard', expect.objectContaining({ signal: expect.anything() }));
  });

  it('carries a daily in progress and the options over from the saves before the kit session', async () => {
    const puzzle = dealPuzzle(readPack('medium'), dailyPuzzleSeed('sudoku'));
    const cell = puzzle.givens.indexOf(0);
    const start = createBoard(puzzle.givens);
    const played = placeDigit(start, puzzle.givens, cell, puzzle.solution[cell]);
    const old = {
      ...{ mode: 'daily', difficulty: 'medium', seed: dailyPuzzleSeed('sudoku'), dailyDate: dateKey() },
      ...{ givens: puzzle.givens, solution: puzzle.solution, history: { past: [start], present: played, future: [] } },
      ...{ mistakes: 1, hints: 0, elapsedMs: 5000, status: 'playing' },
    };
    window.localStorage.setItem('games:sudoku:game:daily', JSON.stringify({ v: 1, data: old }));
    window.localStorage.setItem('games:sudoku:preferences', JSON.stringify({ v: 1, data: { showConflicts: false, mistakeLimit: true, mode: 'daily', difficulty: 'hard' } }));
    await renderGame();
    expect(boardValues()).toEqual(played.values);
    expect(stat('Mistakes')).toHaveTextContent('1/3');
    expect(screen.getByRole('switch', { name: 'Show conflicts' })).not.toBeChecked();
    expect(window.localStorage.getItem('games:sudoku:game:daily')).toBeNull();
    expect(window.localStorage.getItem('games:sudoku:preferences')).toBeNull();
    key('z', { ctrlKey: true });
    expect(cellAt(cell)).toHaveAttribute('data-value', '');
  });
});
