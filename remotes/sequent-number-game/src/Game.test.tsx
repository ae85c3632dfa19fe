import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generate';

const SLUG = descriptor.slug;
// The first deal loads and compiles the generator; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

async function openGame(search = '') {
  window.history.replaceState({}, '', `/game/${SLUG}${search}`);
  const view = render(<Game slug={SLUG} title="Sequent" />);
  const board = await screen.findByTestId(descriptor.ready.testId, {}, { timeout: 10_000 });
  return { view, board };
}

/** Types `value` into `cell` by keyboard: focus the cell, then its digits. */
function typeInto(board: HTMLElement, cell: number, value: number) {
  const target = board.querySelector<HTMLElement>(`[data-cell="${cell}"]`)!;
  act(() => target.focus());
  for (const digit of String(value)) act(() => void fireEvent.keyDown(target, { key: digit }));
}

describe('Sequent view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('is won by typing every missing number, and shows the next needed number', async () => {
    const { board } = await openGame('?seed=view&difficulty=hidato5');
    const { puzzle, solution } = generatePuzzle('view', 'hidato5');
    let missing = 1;
    while (puzzle.givens.includes(missing)) missing++;
    expect(board).toHaveAttribute('data-next', String(missing));
    solution.forEach((v, cell) => {
      if (puzzle.givens[cell] === 0) typeInto(board, cell, v);
    });
    expect(board).toHaveAttribute('data-state', 'won');
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('Solved!');
  });

  it('keeps typed numbers and pencil marks after a reload; marks are undone like numbers', async () => {
    const first = await openGame('?seed=reload&difficulty=numbrix6');
    const { puzzle, solution } = generatePuzzle('reload', 'numbrix6');
    const [cell, other] = puzzle.givens.flatMap((v, c) => (v === 0 ? [c] : [])).slice(0, 2);
    typeInto(first.board, cell, solution[cell]);
    expect(first.board.querySelector(`[data-cell="${cell}"]`)).toHaveAttribute('data-value', String(solution[cell]));
    const target = first.board.querySelector<HTMLElement>(`[data-cell="${other}"]`)!;
    act(() => target.focus());
    act(() => void fireEvent.keyDown(target, { key: 'n' }));
    typeInto(first.board, other, 12);
    typeInto(first.board, other, 3);
    expect(target.querySelector('[data-notes]')).toHaveAttribute('data-notes', '3 12');
    expect(target).toHaveAttribute('aria-label', expect.stringContaining('notes 3 12'));
    act(() => void fireEvent.click(screen.getByRole('button', { name: /undo/i })));
    expect(target.querySelector('[data-notes]')).toHaveAttribute('data-notes', '12');
    first.view.unmount();
    const second = await openGame();
    expect(second.board.querySelector(`[data-cell="${cell}"]`)).toHaveAttribute('data-value', String(solution[cell]));
    expect(second.board.querySelector(`[data-cell="${other}"] [data-notes]`)).toHaveAttribute('data-notes', '12');
  });

  it('types from the on-screen pad into the selected cell', async () => {
    const { board } = await openGame('?seed=pad&difficulty=hidato5');
    const { puzzle, solution } = generatePuzzle('pad', 'hidato5');
    const cell = puzzle.givens.findIndex((v) => v === 0);
    act(() => board.querySelector<HTMLElement>(`[data-cell="${cell}"]`)!.focus());
    const pad = screen.getByTestId('sequent-pad');
    for (const digit of String(solution[cell])) act(() => void fireEvent.click(within(pad).getByRole('button', { name: new RegExp(`^${digit}$`) })));
    expect(board.querySelector(`[data-cell="${cell}"]`)).toHaveAttribute('data-value', String(solution[cell]));
  });
});
