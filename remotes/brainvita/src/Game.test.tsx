/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { createSolver } from './logic/solver';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

const SLUG = descriptor.slug;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Brainvita" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const cellOf = (board: HTMLElement, cell: number) => board.querySelector<HTMLElement>(`[data-cell="${cell}"]`)!;

describe('brainvita', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=easy`);
  });

  it('is won by tapping pegs then landing holes along the solver line, and rates the finish', async () => {
    const { board } = await openGame();
    const line = createSolver('english').solve(board.getAttribute('data-board')!);
    expect(Array.isArray(line)).toBe(true);
    for (const jump of line as Array<{ from: number; to: number }>) {
      act(() => void fireEvent.click(cellOf(board, jump.from)));
      expect(cellOf(board, jump.to).className).toContain('bv__hole--target');
      act(() => void fireEvent.click(cellOf(board, jump.to)));
    }
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Pegs left');
    expect(result).toHaveTextContent(/Genius|Excellent/);
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
  });

  it('plays by keyboard: arrows skip the corners, Enter picks and jumps', async () => {
    const { board } = await openGame();
    const cells = within(board).getAllByRole('gridcell');
    expect(cells).toHaveLength(33);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    const centre = cellOf(board, 24);
    act(() => centre.focus());
    act(() => void fireEvent.keyDown(centre, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(cellOf(board, 17));
  });

  it('keeps the game in progress after a reload', async () => {
    const first = await openGame();
    const [jump] = createSolver('english').solve(first.board.getAttribute('data-board')!) as Array<{ from: number; to: number }>;
    act(() => void fireEvent.click(cellOf(first.board, jump.from)));
    act(() => void fireEvent.click(cellOf(first.board, jump.to)));
    const played = first.board.getAttribute('data-board');
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(second.board.getAttribute('data-board')).toBe(played);
  });
});
