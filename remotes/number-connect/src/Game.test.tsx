/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { cellOf } from './logic/board';
import { firstPair } from './logic/moves';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Number Connect" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const shownCells = (board: HTMLElement) => Array.from(board.querySelectorAll('[data-value]')).map((tile) => Number(tile.getAttribute('data-value')));
const cells = (board: HTMLElement) => within(board).getAllByRole('gridcell');
const key = (target: Element, name: string) => act(() => void fireEvent.keyDown(target, { key: name }));

/** Moves the keyboard cursor from `from` to `to` with the arrow keys; returns the focused cell. */
function walk(board: HTMLElement, from: number, to: number): HTMLElement {
  let at = cellOf(from);
  const goal = cellOf(to);
  while (at.row !== goal.row || at.col !== goal.col) {
    const name = at.row < goal.row ? 'ArrowDown' : at.row > goal.row ? 'ArrowUp' : at.col < goal.col ? 'ArrowRight' : 'ArrowLeft';
    key(document.activeElement!, name);
    at = cellOf(cells(board).indexOf(document.activeElement as HTMLElement));
  }
  return document.activeElement as HTMLElement;
}

describe('Number Connect view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit`);
  });

  it('builds a chain by keyboard with a live preview, steps back, cancels, and merges on Enter at its end', async () => {
    const { board } = await openGame();
    expect(cells(board).filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    const values = shownCells(board);
    const [a, b] = firstPair(values)!;
    act(() => cells(board)[0].focus());
    walk(board, 0, a);
    key(document.activeElement!, 'Enter');
    walk(board, a, b);
    key(document.activeElement!, ' ');
    expect(screen.getByTestId('nc-preview')).toHaveTextContent(String(values[a] * 2));
    key(document.activeElement!, 'Backspace');
    expect(screen.queryByTestId('nc-preview')).toBeNull();
    key(document.activeElement!, 'Escape');
    expect(board.querySelectorAll('[data-chain]')).toHaveLength(0);
    // Again, and merge.
    walk(board, b, a);
    key(document.activeElement!, 'Enter');
    walk(board, a, b);
    key(document.activeElement!, 'Enter');
    key(document.activeElement!, 'Enter');
    expect(board.getAttribute('data-score')).toBe(String(values[a] * 2));
    expect(stored('game')).toMatchObject({ score: values[a] * 2, moveCount: 1 });
  });

  it('undoes a move with Ctrl+Z and keeps the game after a reload', async () => {
    const first = await openGame();
    const start = shownCells(first.board);
    const [a, b] = firstPair(start)!;
    act(() => cells(first.board)[a].focus());
    key(document.activeElement!, 'Enter');
    act(() => cells(first.board)[b].focus());
    key(document.activeElement!, 'Enter');
    key(document.activeElement!, 'Enter');
    const played = shownCells(first.board);
    expect(played).not.toEqual(start);
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(shownCells(second.board)).toEqual(played);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(shownCells(second.board)).toEqual(start);
    expect(screen.getByText('Best (undo)')).toBeTruthy();
  });
});
