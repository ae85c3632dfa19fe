/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generate';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame() {
  const view = render(<Game slug={SLUG} title="The Grid Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const marksOf = (board: HTMLElement) => within(board).getAllByRole('gridcell').map((cell) => cell.getAttribute('data-mark'));
const press = (element: Element, key: string, extra: Record<string, unknown> = {}) => act(() => void fireEvent.keyDown(element, { key, ...extra }));

describe('The Grid', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=easy`);
  });

  it('is won by filling the picture with the pointer, and shows it in colour with its name', async () => {
    const { board } = await openGame();
    const puzzle = generatePuzzle('unit', 'easy');
    const cells = within(board).getAllByRole('gridcell');
    puzzle.solution.forEach((filled, cell) => {
      if (filled && cells[cell].getAttribute('data-mark') !== 'filled') {
        act(() => void fireEvent.pointerDown(cells[cell], { pointerId: 1, button: 0, pointerType: 'mouse' }));
        act(() => void fireEvent.pointerUp(cells[cell], { pointerId: 1 }));
      }
    });
    expect(board).toHaveAttribute('data-state', 'won');
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Solved!');
    expect(result).toHaveTextContent(puzzle.name);
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
  }, 20_000);

  it('checks each fill when asked: a wrong fill is marked and costs a life, three lose the game', async () => {
    const { board } = await openGame();
    const puzzle = generatePuzzle('unit', 'easy');
    act(() => void fireEvent.click(screen.getByRole('switch', { name: /check each fill/i })));
    expect(stored('settings')).toEqual({ checkOnFill: true });
    expect(screen.getByLabelText('3 of 3 lives left')).toBeInTheDocument();
    const cells = within(board).getAllByRole('gridcell');
    const blanks = puzzle.solution.flatMap((filled, cell) => (filled || puzzle.givens.includes(cell) ? [] : [cell]));
    const tap = (cell: number) => {
      act(() => void fireEvent.pointerDown(cells[cell], { pointerId: 1, button: 0, pointerType: 'mouse' }));
      act(() => void fireEvent.pointerUp(cells[cell], { pointerId: 1 }));
    };
    tap(blanks[0]);
    expect(cells[blanks[0]]).toHaveAttribute('data-wrong', 'true');
    expect(cells[blanks[0]].getAttribute('aria-label')).toMatch(/wrong$/);
    expect(screen.getByLabelText('2 of 3 lives left')).toBeInTheDocument();
    tap(blanks[1]);
    tap(blanks[2]);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Game over');
  }, 20_000);

  it('plays by keyboard: arrows move, Space fills, X crosses, Delete clears, clues grey out when met', async () => {
    const { board } = await openGame();
    const cells = within(board).getAllByRole('gridcell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    act(() => cells[0].focus());
    press(cells[0], 'ArrowRight');
    expect(document.activeElement).toBe(cells[1]);
    press(cells[1], ' ');
    expect(cells[1]).toHaveAttribute('data-mark', 'filled');
    press(cells[1], 'x');
    expect(cells[1]).toHaveAttribute('data-mark', 'crossed');
    press(cells[1], 'Delete');
    expect(cells[1]).toHaveAttribute('data-mark', 'blank');
    // Shift+Right carries a fill along
    press(cells[1], ' ');
    press(cells[1], 'ArrowRight', { shiftKey: true });
    expect(document.activeElement).toBe(cells[2]);
    expect(cells[2]).toHaveAttribute('data-mark', 'filled');
  });

  it('crosses with the Cross tool and by right-click', async () => {
    const { board } = await openGame();
    const cells = within(board).getAllByRole('gridcell');
    act(() => void fireEvent.contextMenu(cells[3]));
    expect(cells[3]).toHaveAttribute('data-mark', 'crossed');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Cross' })));
    act(() => void fireEvent.pointerDown(cells[4], { pointerId: 1, button: 0, pointerType: 'mouse' }));
    act(() => void fireEvent.pointerUp(cells[4], { pointerId: 1 }));
    expect(cells[4]).toHaveAttribute('data-mark', 'crossed');
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    const cells = within(first.board).getAllByRole('gridcell');
    act(() => void fireEvent.contextMenu(cells[2]));
    const played = marksOf(first.board);
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(marksOf(second.board)).toEqual(played);
  });
});
