/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { tallyStore } from './stores';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

async function openGame(url = `/game/${SLUG}?seed=unit&difficulty=friend`) {
  window.history.replaceState({}, '', url);
  const view = render(<Game slug={SLUG} title="Tic-tac-toe" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

const cells = (board: HTMLElement) => within(board).getAllByRole('gridcell');
const marks = (board: HTMLElement) => cells(board).map((cell) => cell.getAttribute('data-mark'));

jest.setTimeout(20_000);

describe('tic-tac-toe', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('two players: X wins along the top row, the line is drawn, the result offers share, and nothing is recorded', async () => {
    const { board } = await openGame();
    for (const cell of [0, 3, 1, 4, 2]) act(() => void fireEvent.click(cells(board)[cell]));
    expect(board).toHaveAttribute('data-state', 'won');
    expect(screen.getByTestId('tic-tac-toe-strike')).toBeInTheDocument();
    expect(cells(board).filter((c) => c.className.includes('ttt-cell--win'))).toHaveLength(3);
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('X wins!');
    expect(within(result).getByRole('button', { name: /share/i })).toBeInTheDocument();
    expect(within(result).queryByText(/wins vs|losses/i)).toBeNull();
    expect(stored('tally')).toBeUndefined();
    expect(tallyStore.load() ?? {}).toEqual({});
    expect(screen.queryByTestId('tic-tac-toe-tally')).toBeNull();
  });

  it('keeps a tally saved by an earlier release (carried into the records document); a two-player game adds nothing to it', async () => {
    const saved = { '3:friend': { wins: 2, losses: 1, draws: 4 }, '3:easy': { wins: 1, losses: 0, draws: 0 } };
    window.localStorage.setItem(`games:${SLUG}:tally`, JSON.stringify({ v: 1, data: saved }));
    const { board } = await openGame();
    for (const cell of [0, 3, 1, 4, 2]) act(() => void fireEvent.click(cells(board)[cell]));
    await screen.findByRole('dialog');
    expect(tallyStore.load()).toEqual(saved);
    expect(stored('tally')).toBeUndefined();
    expect(stored('records')).toMatchObject({ boards: { '3:friend': { counts: { wins: 2, losses: 1, draws: 4 } } } });
  });

  it('plays by keyboard: arrows move, Enter places, digits place on 3×3', async () => {
    const { board } = await openGame();
    act(() => cells(board)[0].focus());
    act(() => void fireEvent.keyDown(cells(board)[0], { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(cells(board)[1]);
    act(() => void fireEvent.keyDown(cells(board)[1], { key: 'Enter' }));
    act(() => void fireEvent.keyDown(cells(board)[1], { key: '9' }));
    expect(marks(board)).toEqual(['', 'X', '', '', '', '', '', '', 'O']);
    expect(document.activeElement).toBe(cells(board)[8]);
  });

  it('the computer answers (main-thread fallback in tests) and the game survives a reload', async () => {
    const first = await openGame(`/game/${SLUG}?seed=unit&difficulty=impossible`);
    act(() => void fireEvent.click(cells(first.board)[4]));
    await screen.findByText(/Your turn/, undefined, { timeout: 3000 });
    const played = marks(first.board);
    expect(played.filter(Boolean)).toHaveLength(2);
    first.view.unmount();
    const second = await openGame(`/game/${SLUG}`);
    expect(marks(second.board)).toEqual(played);
  });

  it('discards a corrupt save and starts a fresh game', async () => {
    window.localStorage.setItem(`games:${SLUG}:game`, JSON.stringify({ v: 1, data: { moves: [0, 0] } }));
    const { board } = await openGame(`/game/${SLUG}`);
    expect(marks(board).every((m) => m === '')).toBe(true);
  });
});
