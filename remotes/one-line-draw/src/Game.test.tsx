/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { bestsOf } from '@games/shared/game-kit/records/best-view';
import { dealFigure } from './logic/deal';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame(level: string) {
  window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=${level}`);
  const view = render(<Game slug={SLUG} title="One Line" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

describe('One Line', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('draws a level by keyboard, shows the result with stars and keeps them', async () => {
    const { board } = await openGame('1-1');
    const figure = dealFigure('unlimited', '1-1', 'unit');
    act(() => board.focus());
    // Hint 1 puts the stroke on its start dot; then the keys follow the solution.
    act(() => void fireEvent.keyDown(board, { key: 'h' }));
    expect(board).toHaveAttribute('data-stroke', String(figure.solution[0]));
    const keyOf: Record<string, string> = { '1,0': 'ArrowRight', '-1,0': 'ArrowLeft', '0,1': 'ArrowDown', '0,-1': 'ArrowUp', '-1,-1': 'Home', '1,-1': 'PageUp', '-1,1': 'End', '1,1': 'PageDown' };
    for (let i = 1; i < figure.solution.length; i++) {
      const [a, b] = [figure.dots[figure.solution[i - 1]], figure.dots[figure.solution[i]]];
      act(() => void fireEvent.keyDown(board, { key: keyOf[`${b[0] - a[0]},${b[1] - a[1]}`] }));
    }
    expect(board).toHaveAttribute('data-state', 'won');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Solved with 1 hint');
    // Kept on the level's board of the records document (the code that saves it loads with the win).
    await waitFor(() => expect(bestsOf(stored('records'), 'stars')).toEqual({ '1-1': 2 }));
    expect(stored('stars')).toBeUndefined();
  });

  it('refuses a key with no line left that way and takes a line back with Backspace', async () => {
    const { board } = await openGame('1-1');
    const figure = dealFigure('unlimited', '1-1', 'unit');
    act(() => board.focus());
    act(() => void fireEvent.keyDown(board, { key: 'h' }));
    act(() => void fireEvent.keyDown(board, { key: 'h' }));
    expect(board.getAttribute('data-stroke')!.split(',')).toHaveLength(2);
    act(() => void fireEvent.keyDown(board, { key: 'Backspace' }));
    expect(board).toHaveAttribute('data-stroke', String(figure.solution[0]));
  });

  it('keeps the stroke after a reload', async () => {
    const first = await openGame('1-4');
    act(() => first.board.focus());
    act(() => void fireEvent.keyDown(first.board, { key: 'h' }));
    act(() => void fireEvent.keyDown(first.board, { key: 'h' }));
    const stroke = first.board.getAttribute('data-stroke');
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    render(<Game slug={SLUG} title="One Line" />);
    expect(await screen.findByTestId(descriptor.ready.testId)).toHaveAttribute('data-stroke', stroke!);
  });
});

describe('One Line by pointer', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('taps dots in sequence, also onto a dot visited before', async () => {
    const { board } = await openGame('2-5');
    const figure = dealFigure('unlimited', '2-5', 'unit');
    const dotEl = (id: number) => board.querySelector(`[data-dot="${id}"]`)!;
    for (const id of figure.solution) {
      act(() => void fireEvent.pointerDown(dotEl(id), { pointerId: 1, button: 0, pointerType: 'touch' }));
      act(() => void fireEvent.pointerUp(board, { pointerId: 1, pointerType: 'touch' }));
    }
    expect(new Set(figure.solution).size).toBeLessThan(figure.solution.length);
    expect(board).toHaveAttribute('data-state', 'won');
  });
});
