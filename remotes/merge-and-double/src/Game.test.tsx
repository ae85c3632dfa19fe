/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { drop, newGame } from './logic/game';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame() {
  const view = render(<Game slug={SLUG} title="Merge & Double" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const columns = (board: HTMLElement) => within(board).getAllByRole('button');

describe('Merge & Double view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit`);
  });

  it('drops by click, by arrow keys and Enter, and by the keys 1–5, as the rules replay them', async () => {
    const { board } = await openGame();
    expect(columns(board)).toHaveLength(5);
    expect(columns(board).filter((button) => button.tabIndex === 0)).toHaveLength(1);
    let state = newGame('unit');
    act(() => void fireEvent.click(columns(board)[0]));
    state = drop(state, 0)!.state;
    act(() => columns(board)[0].focus());
    act(() => void fireEvent.keyDown(columns(board)[0], { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(columns(board)[1]);
    act(() => void fireEvent.keyDown(columns(board)[1], { key: 'ArrowDown' }));
    state = drop(state, 1)!.state;
    act(() => void fireEvent.keyDown(document.body, { key: '1' }));
    state = drop(state, 0)!.state;
    expect(board.getAttribute('data-score')).toBe(String(state.score));
    expect(stored('game')).toMatchObject({ cells: state.cells, queue: state.queue, score: state.score });
  });

  it('keeps the game after a reload and undoes with Ctrl+Z', async () => {
    const first = await openGame();
    act(() => void fireEvent.click(columns(first.board)[2]));
    act(() => void fireEvent.click(columns(first.board)[2]));
    const saved = stored('game');
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    await openGame();
    expect(stored('game')).toEqual(saved);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(stored('game')).toMatchObject({ moveCount: 1, undoUsed: true });
  });

  it('pauses behind a cover with P or the Pause button, ignores drops while paused, and resumes', async () => {
    const { board } = await openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(document.body, { key: '1' }));
    expect(stored('game')?.moveCount ?? 0).toBe(0);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    act(() => void fireEvent.keyDown(document.body, { key: 'p' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(document.body, { key: 'P' }));
    act(() => void fireEvent.keyDown(document.body, { key: '1' }));
    expect(board.getAttribute('data-score')).not.toBeNull();
    expect(stored('game')).toMatchObject({ moveCount: 1 });
  });
});
