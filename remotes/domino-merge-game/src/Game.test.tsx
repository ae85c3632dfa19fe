/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { boardFromRows } from './logic/board';
import { gameFrom, newGame } from './logic/game';
import { toSaved } from './logic/serialize';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;
const save = (what: string, data: unknown) => window.localStorage.setItem(`games:${SLUG}:${what}`, JSON.stringify({ v: 1, data }));

function openGame() {
  const view = render(<Game slug={SLUG} title="Domino Merge" />);
  const board = screen.getByTestId(descriptor.ready.testId);
  return { view, board };
}

const filled = (board: HTMLElement) => Array.from(board.querySelectorAll('.dm-cell')).filter((cell) => cell.getAttribute('data-value') !== '0').length;

describe('Domino Merge', () => {
  beforeEach(() => {
    window.localStorage.clear();
    save('how-to-play-seen', true);
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit`);
  });

  it('deals the seeded game and places the piece by keyboard: arrows move the ghost, R turns, Enter places', () => {
    const { board } = openGame();
    const piece = newGame('unit').piece;
    expect(screen.getByTestId('domino-merge-piece')).toHaveAttribute('data-piece', piece.join('|'));
    act(() => board.focus());
    act(() => void fireEvent.keyDown(board, { key: 'ArrowUp' }));
    expect(board).toHaveAttribute('data-ghost-row', '1');
    act(() => void fireEvent.keyDown(board, { key: 'r' }));
    if (piece.length === 2) expect(screen.getByTestId('domino-merge-piece')).toHaveAttribute('data-rotation', '1');
    act(() => void fireEvent.keyDown(board, { key: 'Enter' }));
    expect(board).toHaveAttribute('data-turn', '1');
    expect(filled(board)).toBe(piece.length);
    expect(stored('game')).toMatchObject({ turn: 1, seed: 'unit' });
  });

  it('undoes the last piece with Ctrl+Z, once per piece', () => {
    const { board } = openGame();
    act(() => board.focus());
    act(() => void fireEvent.keyDown(board, { key: 'Enter' }));
    expect(board).toHaveAttribute('data-turn', '1');
    act(() => void fireEvent.keyDown(board, { key: 'z', ctrlKey: true }));
    expect(board).toHaveAttribute('data-turn', '0');
    expect(screen.getByRole('button', { name: /Undo \(2\)/ })).toBeDisabled();
  });

  it('keeps the game after a reload', () => {
    const first = openGame();
    act(() => first.board.focus());
    act(() => void fireEvent.keyDown(first.board, { key: 'Enter' }));
    const played = stored('game');
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = openGame();
    expect(second.board).toHaveAttribute('data-turn', '1');
    expect(stored('game')).toEqual(played);
  });

  it('ends the round when the next piece cannot fit, recording the score and showing Play again', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}`);
    // One empty cell and a late turn: whatever the piece, after a single the board is full (or a domino never fits).
    const near = gameFrom('end', boardFromRows(['12121', '21212', '12121', '21212', '1212.']), { turn: 40, score: 900 });
    save('game', toSaved(near));
    const { board } = openGame();
    if (near.over) {
      expect(board).toHaveAttribute('data-state', 'over');
    } else {
      act(() => board.focus());
      for (let i = 0; i < 4; i++) act(() => void fireEvent.keyDown(board, { key: 'ArrowRight' }));
      for (let i = 0; i < 4; i++) act(() => void fireEvent.keyDown(board, { key: 'ArrowDown' }));
      act(() => void fireEvent.keyDown(board, { key: 'Enter' }));
      expect(board).toHaveAttribute('data-state', 'over');
      await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey['5x5']).toMatchObject({ played: 1 }));
    }
    // GameFrame's result, beside the board: the board's cells stay in view under no panel.
    const panel = await screen.findByRole('dialog', { name: 'Game over!' });
    expect(within(panel).getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    expect(board).not.toContainElement(panel);
  });

  it('discards a broken save and starts a fresh game', () => {
    window.history.replaceState({}, '', `/game/${SLUG}`);
    window.localStorage.setItem(`games:${SLUG}:game`, '{not json');
    const { board } = openGame();
    expect(board).toHaveAttribute('data-turn', '0');
  });
});
