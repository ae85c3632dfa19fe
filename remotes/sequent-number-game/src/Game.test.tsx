import { act, fireEvent, render, screen } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { generatePuzzle } from './logic/generator';

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
    expect(await screen.findByRole('dialog')).toHaveTextContent('Solved!');
  });

  it('keeps typed numbers after a reload', async () => {
    const first = await openGame('?seed=reload&difficulty=numbrix6');
    const { puzzle, solution } = generatePuzzle('reload', 'numbrix6');
    const cell = puzzle.givens.findIndex((v) => v === 0);
    typeInto(first.board, cell, solution[cell]);
    expect(first.board.querySelector(`[data-cell="${cell}"]`)).toHaveAttribute('data-value', String(solution[cell]));
    first.view.unmount();
    const second = await openGame();
    expect(second.board.querySelector(`[data-cell="${cell}"]`)).toHaveAttribute('data-value', String(solution[cell]));
  });
});
