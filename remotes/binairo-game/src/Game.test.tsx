/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;
// Without workers in jsdom the dealer generates on the main thread: the same puzzle as here.
const PUZZLE = generatePuzzle('unit', '6x6');

async function openGame() {
  const view = render(<Game slug={SLUG} title="Binairo Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const cells = (board: HTMLElement) => within(board).getAllByRole('gridcell');
const shown = (board: HTMLElement) => cells(board).map((cell) => cell.getAttribute('data-value'));

describe('Binairo', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=6x6`);
  });

  it('deals the seeded puzzle with locked givens, and is won by tapping in the solution', async () => {
    const { board } = await openGame();
    expect(shown(board)).toEqual(PUZZLE.givens.map((value) => (value === null ? 'empty' : String(value))));
    PUZZLE.givens.forEach((given, index) => {
      if (given !== null) return;
      // Taps cycle empty → 0 → 1.
      const taps = PUZZLE.solution[index] === 0 ? 1 : 2;
      for (let t = 0; t < taps; t++) act(() => void fireEvent.click(cells(board)[index]));
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Solved!');
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
    // Some thirty taps, each a render of the whole grid: slow in jsdom on a busy machine.
  }, 60_000);

  it('plays by keyboard: 0, 1 and Backspace on the cursor cell; a broken rule is marked and named', async () => {
    const { board } = await openGame();
    const free = PUZZLE.givens.findIndex((value) => value === null);
    const cell = cells(board)[free];
    act(() => cell.focus());
    act(() => void fireEvent.keyDown(cell, { key: '1' }));
    expect(cells(board)[free]).toHaveAttribute('data-value', '1');
    act(() => void fireEvent.keyDown(cells(board)[free], { key: 'Backspace' }));
    expect(cells(board)[free]).toHaveAttribute('data-value', 'empty');
    // Filling the emptiest row with 1s breaks balance (and maybe three in a row).
    const size = PUZZLE.size;
    const freeIn = (r: number) => PUZZLE.givens.slice(r * size, r * size + size).filter((value) => value === null).length;
    const row = Array.from({ length: size }, (_, r) => r).sort((a, b) => freeIn(b) - freeIn(a))[0];
    const rowCells = Array.from({ length: size }, (_, col) => row * size + col);
    for (const index of rowCells) {
      if (PUZZLE.givens[index] !== null) continue;
      act(() => cells(board)[index].focus());
      act(() => void fireEvent.keyDown(cells(board)[index], { key: '1' }));
    }
    expect(screen.getByTestId('game-message')).toHaveTextContent(/⚠\s*Row \d/);
    expect(cells(board).some((c) => /breaks (three in a row|balance)/.test(c.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    const free = PUZZLE.givens.findIndex((value) => value === null);
    act(() => void fireEvent.click(cells(first.board)[free]));
    const played = shown(first.board);
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(shown(second.board)).toEqual(played);
  });
});
