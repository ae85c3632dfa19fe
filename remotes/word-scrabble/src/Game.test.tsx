/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { answer, type EngineRequest } from './logic/engine';
import { isWord } from './logic/lexicon';
import { generateMoves } from './logic/movegen';
import { loadTestLexicon } from './test-support/lexicon';

// The engine answers on the main thread from the committed dictionary (no worker, no fetch in jsdom).
jest.mock('./engineClient', () => ({
  createEngine: () => ({
    call: async (request: EngineRequest) => answer(jest.requireActual('./test-support/lexicon').loadTestLexicon(), request),
    dispose: () => undefined,
  }),
}));
jest.mock('@games/shared/game-kit/motion/usePrefersReducedMotion', () => ({ usePrefersReducedMotion: () => true, prefersReducedMotion: () => true }));

const SLUG = descriptor.slug;
const lexicon = loadTestLexicon();
jest.setTimeout(60_000);

async function openGame(seed = 'unit') {
  window.history.replaceState({}, '', `/game/${SLUG}?seed=${seed}&difficulty=hard`);
  render(<Game slug={SLUG} title="Word Scrabble" />);
  return screen.findByTestId(descriptor.ready.testId);
}

const square = (board: HTMLElement, s: number) => board.querySelector<HTMLElement>(`[data-square="${s}"]`)!;
const rack = () => screen.getByTestId('ws-rack').getAttribute('data-rack')!;

function aPlay(board: HTMLElement) {
  const moves = generateMoves(lexicon.dawg, board.getAttribute('data-board')!, rack()).filter((m) => m.placements.every((p) => p.letter < 'a'));
  return moves.sort((a, b) => a.placements.length - b.placements.length)[0];
}

describe('word-scrabble view', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  });

  it('types a play at the cursor, previews and checks it, plays with Enter; the computer answers; the game is saved', async () => {
    const board = await openGame();
    const move = aPlay(board);
    const first = move.placements[0].square;
    act(() => square(board, first).focus());
    if (move.placements.length > 1 && move.placements[1].square - first >= 15) fireEvent.keyDown(square(board, first), { key: ' ' });
    for (const p of move.placements) fireEvent.keyDown(document.activeElement!, { key: p.letter.toLowerCase() });
    for (const p of move.placements) expect(square(board, p.square)).toHaveAttribute('data-letter', p.letter);
    await waitFor(() => expect(screen.getByTestId('ws-status')).toHaveTextContent(`✓ ${move.word}`));
    expect(screen.getByTestId('ws-status')).toHaveTextContent(`${move.score} points`);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('ws-score-you')).toHaveTextContent(String(move.score)));
    await waitFor(() => expect(board).toHaveAttribute('data-state', 'playing'));
    expect(Number(screen.getByTestId('ws-score-computer').textContent)).toBeGreaterThan(0);
    const saved = JSON.parse(window.localStorage.getItem(`games:${SLUG}:game`)!).data;
    expect(saved.board).toBe(board.getAttribute('data-board'));
    expect(saved.turn).toBe(2);
  });

  it('a letter typed with focus outside the board goes to the cursor square, which takes focus', async () => {
    const board = await openGame('unit-2');
    const letter = rack().replace(/\?/g, '')[0];
    const newGame = screen.getByRole('button', { name: 'New game' });
    act(() => newGame.focus());
    fireEvent.keyDown(newGame, { key: letter.toLowerCase() });
    expect(square(board, 112)).toHaveAttribute('data-letter', letter);
    expect(board.contains(document.activeElement)).toBe(true);
  });

  it('flags a word that is not in the list, Backspace takes the last tile back, Recall clears', async () => {
    const board = await openGame('unit-2');
    const letters = rack().replace(/\?/g, '');
    const pairs = [...letters].flatMap((a, i) => [...letters].filter((_, j) => j !== i).map((b) => a + b));
    const nonWord = pairs.find((w) => !isWord(lexicon, w))!;
    const centre = 112;
    act(() => square(board, centre).focus());
    fireEvent.keyDown(document.activeElement!, { key: nonWord[0] });
    fireEvent.keyDown(document.activeElement!, { key: nonWord[1] });
    expect(square(board, centre)).toHaveAttribute('data-letter', nonWord[0]);
    await waitFor(() => expect(screen.getByTestId('ws-status')).toHaveTextContent(`✗ ${nonWord} not in the word list`));
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    expect(square(board, centre + 1)).not.toHaveAttribute('data-letter');
    fireEvent.click(screen.getByRole('button', { name: 'Recall' }));
    expect(square(board, centre)).not.toHaveAttribute('data-letter');
  });

  it('tap a rack tile, then a square; tap the tile on the board to take it back; exchange ends the turn', async () => {
    const board = await openGame('unit-3');
    const tiles = within(screen.getByTestId('ws-rack')).getAllByRole('button');
    const tile = tiles.find((t) => t.getAttribute('data-tile') !== '?')!;
    fireEvent.click(tile);
    fireEvent.click(square(board, 112));
    expect(square(board, 112)).toHaveAttribute('data-letter', tile.getAttribute('data-tile'));
    expect(screen.getByTestId('ws-status')).toHaveTextContent('at least two letters');
    fireEvent.click(square(board, 112));
    expect(square(board, 112)).not.toHaveAttribute('data-letter');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button', { pressed: false })[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exchange 1' }));
    await waitFor(() => expect(screen.getByTestId('ws-status')).toHaveAttribute('data-turn', 'you'));
    expect(screen.getByTestId('ws-bag')).toHaveTextContent(/^\d+$/);
  });
});
