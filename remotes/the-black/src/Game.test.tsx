/** @jest-environment jsdom */
// (The docblock keeps this view test in a browser-like DOM wherever the file lives: the template is tested
// under scripts/, a generated game under remotes/.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { bestsOf } from '@games/shared/game-kit/records/best-view';
import { solve } from './logic/solver';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Lights Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

/** The tiles (true: white) as the board shows them, row by row. */
const shownLights = (board: HTMLElement) => within(board).getAllByRole('gridcell').map((cell) => cell.getAttribute('data-lit') === 'true');

describe('the generated game', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=3x3`);
  });

  it('is won by pressing the tiles the solver names, and shows the result', async () => {
    const { board } = await openGame();
    const presses = solve(3, shownLights(board))!;
    expect(presses.length).toBeGreaterThan(0);
    for (const cell of presses) act(() => void fireEvent.click(within(board).getAllByRole('gridcell')[cell]));
    expect(shownLights(board).every((on) => !on)).toBe(true);
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Solved!');
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
    // Solved at par without a hint: three stars, shown in the result and kept for the level.
    expect(result).toHaveTextContent('★★★');
    expect(result).toHaveTextContent(`${presses.length} (par ${presses.length})`);
    // Kept on the level's board of the records document (the code that saves it loads with the win).
    await waitFor(() => expect(bestsOf(stored('records'), 'stars')).toEqual({ '3x3': 3 }));
    expect(stored('stars')).toBeUndefined();
  });

  it('hints one press of a shortest solution without pressing it', async () => {
    const { board } = await openGame();
    const before = shownLights(board);
    const [first] = solve(3, before)!;
    act(() => void fireEvent.click(screen.getByRole('button', { name: /Hint/ })));
    expect(shownLights(board)).toEqual(before);
    expect(within(board).getAllByRole('gridcell')[first]).toHaveAccessibleName(/hint: press here/);
    expect(screen.getByTestId('puzzle-hint')).toHaveTextContent(/Press row \d, column \d/);
  });

  it('plays by keyboard: arrows move the one focusable tile, Enter presses it', async () => {
    const { board } = await openGame();
    const cells = within(board).getAllByRole('gridcell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    act(() => cells[0].focus());
    act(() => void fireEvent.keyDown(cells[0], { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(cells[1]);
    const before = shownLights(board);
    act(() => void fireEvent.keyDown(cells[1], { key: 'Enter' }));
    // Pressing the top middle tile flips it and its three neighbours (left, right, below).
    const after = shownLights(board);
    expect([0, 1, 2, 4].every((cell) => after[cell] !== before[cell])).toBe(true);
    expect([3, 5, 6, 7, 8].every((cell) => after[cell] === before[cell])).toBe(true);
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    act(() => void fireEvent.click(within(first.board).getAllByRole('gridcell')[4]));
    const played = shownLights(first.board);
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(shownLights(second.board)).toEqual(played);
  });
});
