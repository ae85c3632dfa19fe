/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { LIVES } from './logic/game';

const SLUG = descriptor.slug;

function openGame() {
  const view = render(<Game slug={SLUG} title="Matrix Test" />);
  return { view, board: screen.getByTestId(descriptor.ready.testId) };
}

const tiles = (board: HTMLElement) => within(board).getAllByRole('gridcell');
const litTiles = (board: HTMLElement) => tiles(board).flatMap((tile, i) => (tile.getAttribute('data-state') === 'lit' ? [i] : []));

// A busy machine (several suites side by side) can take more than the default 5 s per view test.
jest.setTimeout(20_000);

describe('memory matrix', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit`);
  });
  afterEach(() => jest.useRealTimers());

  it('reveals, hides, recalls: a perfect trial grows the pattern', () => {
    const { board } = openGame();
    expect(board).toHaveAttribute('data-phase', 'ready');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    expect(board).toHaveAttribute('data-phase', 'reveal');
    const lit = litTiles(board);
    expect(lit).toHaveLength(3);
    act(() => void jest.advanceTimersByTime(1600));
    expect(board).toHaveAttribute('data-phase', 'recall');
    expect(litTiles(board)).toHaveLength(0);
    for (const cell of lit) act(() => void fireEvent.click(tiles(board)[cell]));
    expect(board).toHaveAttribute('data-phase', 'review');
    act(() => void jest.advanceTimersByTime(2100));
    expect(board).toHaveAttribute('data-phase', 'reveal');
    expect(litTiles(board)).toHaveLength(4);
  });

  it('ends the round when the lives run out, records the score and shows the result', async () => {
    const { board } = openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    for (let life = 0; life < LIVES; life++) {
      const lit = litTiles(board);
      act(() => void jest.advanceTimersByTime(1600));
      const wrong = tiles(board).findIndex((_, i) => !lit.includes(i));
      act(() => void fireEvent.click(tiles(board)[lit[0]]));
      act(() => void fireEvent.click(tiles(board)[wrong]));
      expect(board).toHaveAttribute('data-phase', 'review');
      expect(tiles(board)[wrong]).toHaveAttribute('data-state', 'wrong');
      expect(tiles(board)[lit[1]]).toHaveAttribute('data-state', 'missed');
      act(() => void fireEvent.click(screen.getByRole('button', { name: life < LIVES - 1 ? 'Next trial' : 'See result' })));
    }
    expect(board).toHaveAttribute('data-phase', 'over');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Score');
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey['reveal-1500']?.best).toBe(3));
  });

  it('keeps the round after a reload, showing the pattern again if it was showing', () => {
    const first = openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    const lit = litTiles(first.board);
    act(() => void jest.advanceTimersByTime(1600));
    act(() => void fireEvent.click(tiles(first.board)[lit[0]]));
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = openGame();
    expect(second.board).toHaveAttribute('data-phase', 'recall');
    expect(tiles(second.board)[lit[0]]).toHaveAttribute('data-state', 'picked');
  });

  it('plays by keyboard: Enter on a tile picks it', () => {
    const { board } = openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    const lit = litTiles(board);
    act(() => void jest.advanceTimersByTime(1600));
    const cells = tiles(board);
    const side = Math.sqrt(cells.length);
    const target = lit[0];
    act(() => cells[0].focus());
    for (let i = 0; i < Math.floor(target / side); i++) act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    for (let i = 0; i < target % side; i++) act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Enter' }));
    expect(tiles(board)[target]).toHaveAttribute('data-state', 'picked');
  });
});
