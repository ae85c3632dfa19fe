import { act, fireEvent, render, screen } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generator';

const SLUG = descriptor.slug;
// The first deal loads and compiles the generator; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

function arrowFor(from: number, to: number): string {
  if (to === from + 1) return 'ArrowRight';
  if (to === from - 1) return 'ArrowLeft';
  return to > from ? 'ArrowDown' : 'ArrowUp';
}

async function openGame(search = '') {
  window.history.replaceState({}, '', `/game/${SLUG}${search}`);
  const view = render(<Game slug={SLUG} title="Flow" />);
  // jsdom has no Worker: the board is dealt on the main thread after a dynamic import.
  const board = await screen.findByTestId(descriptor.ready.testId, {}, { timeout: 5000 });
  return { view, board };
}

/** Draws colour k's solution with the keyboard: its number key, then arrows from its first dot. */
function drawByKeys(board: HTMLElement, k: number, path: readonly number[]) {
  act(() => void fireEvent.keyDown(board, { key: String(k + 1) }));
  for (let i = 1; i < path.length; i++) act(() => void fireEvent.keyDown(board, { key: arrowFor(path[i - 1], path[i]) }));
}

describe('Flow view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('is won by keyboard alone: number keys pick a colour, arrows draw it', async () => {
    const { board } = await openGame('?seed=view&difficulty=pack5');
    const { puzzle, solution } = generatePuzzle('view', 'pack5');
    expect(board.querySelectorAll('[data-cell]')).toHaveLength(25);
    expect(puzzle.ends.length).toBeLessThanOrEqual(9);
    solution.forEach((path, k) => drawByKeys(board, k, path));
    expect(board).toHaveAttribute('data-state', 'won');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Solved!');
    expect(dialog).toHaveTextContent('★★★');
    expect(JSON.parse(window.localStorage.getItem(`games:${SLUG}:records`)!).data.won).toBe(1);
  });

  it('keeps the drawn pipes after a reload', async () => {
    const first = await openGame('?seed=reload&difficulty=pack6');
    const { solution } = generatePuzzle('reload', 'pack6');
    drawByKeys(first.board, 0, solution[0]);
    const filled = first.board.querySelectorAll('.flow-cell--filled').length;
    expect(filled).toBe(solution[0].length);
    first.view.unmount();
    const second = await openGame();
    expect(second.board.querySelectorAll('.flow-cell--filled')).toHaveLength(filled);
  });
});
