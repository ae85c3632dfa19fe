import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Game from './Game';
import { dealPuzzle } from './logic/deal';
import { DEFAULT_PLAY_SETTINGS, enterDigit, newSession, toSaved } from './logic/session';
import { readPack } from './logic/testing';

jest.mock('./packLoader', () => ({
  loadPack: (difficulty: 'easy' | 'medium' | 'hard' | 'expert') => Promise.resolve(jest.requireActual('./logic/testing').readPack(difficulty)),
}));

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/sudoku${search}`);
}

function markHelpSeen() {
  window.localStorage.setItem('games:sudoku:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
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

const key = (k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(window, { key: k, ...init });

// Rendering 81 cells per action in React's development build is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  setUrl('');
  markHelpSeen();
});

describe('sudoku view', () => {
  it('deals the puzzle of ?seed and difficulty', async () => {
    setUrl('?seed=view&difficulty=easy');
    await renderGame();
    expect(boardValues()).toEqual(dealPuzzle(readPack('easy'), 'view').givens);
  });

  it('starts with the daily Medium puzzle', async () => {
    await renderGame();
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Daily · Medium')).toBeInTheDocument();
  });

  it('places digits by pointer and keyboard, takes notes, erases, undoes and redoes', async () => {
    setUrl('?seed=keys&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'keys');
    const empty = puzzle.givens.indexOf(0);
    fireEvent.click(cellAt(empty));
    expect(cellAt(empty)).toHaveAttribute('aria-selected', 'true');
    const pad = screen.getByTestId('sudoku-pad');
    // jsdom puts a space between the digit's and the count's spans where a browser does not.
    fireEvent.click(within(pad).getByRole('button', { name: new RegExp(`^${puzzle.solution[empty]} ?, \\d left`) }));
    expect(cellAt(empty)).toHaveAttribute('data-value', String(puzzle.solution[empty]));

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
  });

  it('marks conflicts, and wrong digits only with the mistake limit on', async () => {
    setUrl('?seed=conflict&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'conflict');
    const empty = puzzle.givens.indexOf(0);
    const row = Math.floor(empty / 9);
    const givenInRow = puzzle.givens.slice(row * 9, row * 9 + 9).find((v) => v !== 0)!;
    fireEvent.click(cellAt(empty));
    key(String(givenInRow));
    expect(cellAt(empty)).toHaveAttribute('data-conflict', 'true');
    expect(cellAt(empty)).not.toHaveAttribute('data-wrong');
    fireEvent.click(screen.getByLabelText('Show conflicts'));
    expect(cellAt(empty)).not.toHaveAttribute('data-conflict');
    fireEvent.click(screen.getByLabelText('3 mistakes = game over'));
    expect(cellAt(empty)).toHaveAttribute('data-wrong', 'true');
  });

  it('ends the game after three mistakes when the limit is on', async () => {
    setUrl('?seed=lose&difficulty=easy');
    await renderGame();
    fireEvent.click(screen.getByLabelText('3 mistakes = game over'));
    const puzzle = dealPuzzle(readPack('easy'), 'lose');
    const empties = puzzle.givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
    for (const cell of empties.slice(0, 3)) {
      fireEvent.click(cellAt(cell));
      key(String((puzzle.solution[cell] % 9) + 1));
    }
    expect(await screen.findByText('Game over')).toBeInTheDocument();
  });

  it('keeps the game after a reload', async () => {
    setUrl('?seed=reload&difficulty=easy');
    const view = await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'reload');
    const empties = puzzle.givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
    for (const cell of empties.slice(0, 3)) {
      fireEvent.click(cellAt(cell));
      key(String(puzzle.solution[cell]));
    }
    const midway = boardValues();
    view.unmount();
    setUrl('');
    await renderGame();
    expect(boardValues()).toEqual(midway);
  });

  it('wins with a flawless result and records the best time', async () => {
    // Start from a saved game two cells short of the solution, as if the player had come back to it.
    const puzzle = dealPuzzle(readPack('easy'), 'win');
    const empties = puzzle.givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
    let session = newSession(puzzle, 'unlimited');
    for (const cell of empties.slice(2)) session = enterDigit(session, cell, puzzle.solution[cell], DEFAULT_PLAY_SETTINGS);
    window.localStorage.setItem('games:sudoku:game:unlimited', JSON.stringify({ v: 1, data: toSaved(session) }));
    window.localStorage.setItem('games:sudoku:preferences', JSON.stringify({ v: 1, data: { ...DEFAULT_PLAY_SETTINGS, mode: 'unlimited', difficulty: 'easy' } }));
    await renderGame();
    for (const cell of empties.slice(0, 2)) {
      fireEvent.click(cellAt(cell));
      key(String(puzzle.solution[cell]));
    }
    expect(await screen.findByText('Solved!')).toBeInTheDocument();
    expect(screen.getByText(/Flawless/)).toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share result' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Sudoku · Easy · .+ · ★ flawless$/));
    const records = JSON.parse(window.localStorage.getItem('games:sudoku:records')!).data;
    expect(records.won).toBe(1);
    expect(records.bestTimes.easy).toEqual(expect.any(Number));
  });

  it('explains a hint and fills its cell', async () => {
    setUrl('?seed=hint&difficulty=easy');
    await renderGame();
    const filled = boardValues().filter(Boolean).length;
    fireEvent.click(screen.getByRole('button', { name: /^Hint/ }));
    expect(screen.getByTestId('sudoku-hint')).toHaveTextContent(/(Naked|Hidden) single: /);
    expect(boardValues().filter(Boolean).length).toBe(filled + 1);
  });

  it('discards a corrupt save and deals a fresh daily puzzle', async () => {
    window.localStorage.setItem('games:sudoku:game:daily', '{"v":1,"data":{"mode":"daily","givens":[1]}}');
    await renderGame();
    expect(boardValues().filter(Boolean).length).toBeGreaterThan(17);
  });

  it('switches to unlimited and deals a new puzzle at the picked difficulty', async () => {
    await renderGame();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hard' } });
    });
    await screen.findByText('Hard', { selector: 'dd' });
    expect(screen.getByRole('combobox')).toHaveValue('hard');
    expect(screen.getByRole('button', { name: 'Unlimited' })).toHaveAttribute('aria-pressed', 'true');
  });
});
