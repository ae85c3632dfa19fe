/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Cross Sums Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const marksOf = (board: HTMLElement) => within(board).getAllByRole('gridcell').map((cell) => cell.getAttribute('data-mark'));
const press = (element: Element, key: string) => act(() => void fireEvent.keyDown(element, { key }));

describe('Cross Sums', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=easy`);
  });

  it('is won by erasing every unneeded digit with taps, and shows the result with lives left', async () => {
    const { board } = await openGame();
    const puzzle = generatePuzzle('unit', 'easy');
    const cells = within(board).getAllByRole('gridcell');
    puzzle.solution.forEach((kept, cell) => {
      if (!kept && cells[cell].getAttribute('data-mark') !== 'erased') act(() => void fireEvent.click(cells[cell]));
    });
    expect(board).toHaveAttribute('data-state', 'won');
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Solved!');
    expect(result).toHaveTextContent('Lives left');
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
  });

  it('plays by keyboard: X erases, O keeps; a wrong one costs a life and leaves the digit', async () => {
    const { board } = await openGame();
    const puzzle = generatePuzzle('unit', 'easy');
    const cells = within(board).getAllByRole('gridcell');
    act(() => cells[0].focus());
    press(cells[0], 'ArrowRight');
    expect(document.activeElement).toBe(cells[1]);
    press(cells[1], puzzle.solution[1] ? 'o' : 'x');
    expect(cells[1]).toHaveAttribute('data-mark', puzzle.solution[1] ? 'kept' : 'erased');
    const needed = puzzle.solution.indexOf(1, 2);
    act(() => cells[needed].focus());
    press(cells[needed], 'x');
    expect(cells[needed]).toHaveAttribute('data-mark', 'open');
    expect(screen.getByText('♥♥♡')).toBeInTheDocument();
    // Screen readers hear the lives drawn: two, not one (the slip was once subtracted twice).
    expect(screen.getByTestId('game-announcement')).toHaveTextContent(/2 lives left/);
  });

  it('with Lives off, a wrong erase is just a mark', async () => {
    const { board } = await openGame();
    act(() => void fireEvent.click(screen.getByRole('switch', { name: /Lives/ })));
    const puzzle = generatePuzzle('unit', 'easy');
    const needed = puzzle.solution.indexOf(1);
    const cells = within(board).getAllByRole('gridcell');
    act(() => void fireEvent.click(cells[needed]));
    expect(cells[needed]).toHaveAttribute('data-mark', 'erased');
    expect(stored('settings')).toEqual({ lives: false });
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    const puzzle = generatePuzzle('unit', 'easy');
    const cells = within(first.board).getAllByRole('gridcell');
    act(() => void fireEvent.click(cells[puzzle.solution.indexOf(0)]));
    const played = marksOf(first.board);
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(marksOf(second.board)).toEqual(played);
  });
});
