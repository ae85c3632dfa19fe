/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data';
import { descriptor } from '../game.descriptor';
import data from './data/ladders.data.json';
import Game from './Game';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';
import { solvedIdsOf } from '@games/shared/game-kit/records/solved-view';

jest.mock('./dataUrl', () => ({ LADDERS_URL: 'https://remotes.test/ladders.data.json' }));

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;
const fetchMock = jest.fn();

async function openGame(number = 5) {
  window.history.replaceState({}, '', `/game/${SLUG}?puzzle=${number}`);
  const view = render(<Game slug={SLUG} title="Crossclimb Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board, words: data.ladders[number - 1].words };
}

const row = (board: HTMLElement, word: number) => board.querySelector(`[data-word="${word}"]`) as HTMLElement;
const rung = (board: HTMLElement, word: number) => within(row(board, word)).getByRole('button');
const shownOrder = (board: HTMLElement) => Array.from(board.querySelectorAll('[data-row]')).map((el) => Number(el.getAttribute('data-word'))).slice(1, 6);
const focusedWord = () => Number(document.activeElement?.closest('[data-word]')?.getAttribute('data-word'));

function typeKeys(text: string) {
  for (const key of text) act(() => void fireEvent.keyDown(document.activeElement!, { key }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(data) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe('Crossclimb', () => {
  it('opens ?puzzle=n with the ends locked and the middle scrambled', async () => {
    const { board, words } = await openGame(5);
    expect(fetchMock).toHaveBeenCalledWith('https://remotes.test/ladders.data.json', expect.objectContaining({ signal: expect.anything() }));
    expect(board).toHaveAttribute('data-state', 'solve');
    expect(rung(board, 0)).toHaveAccessibleName(/Top rung, locked/);
    expect(shownOrder(board)).not.toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByText('#5')).toBeInTheDocument();
    expect(words).toHaveLength(7);
  });

  it('is won by keyboard: typing, Alt+arrows, then the ends', async () => {
    const { board, words } = await openGame(5);
    act(() => rung(board, 1).focus());
    for (let i = 0; i < 5; i += 1) {
      const word = focusedWord();
      typeKeys(words[word]);
      expect(row(board, word)).toHaveAttribute('data-solved', 'true');
    }
    expect(board).toHaveAttribute('data-state', 'order');
    for (let position = 0; position < 5 && board.getAttribute('data-state') === 'order'; position += 1) {
      act(() => rung(board, position + 1).focus());
      const from = shownOrder(board).indexOf(position + 1);
      for (let at = from; at > position; at -= 1) act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', altKey: true }));
    }
    expect(shownOrder(board)).toEqual([1, 2, 3, 4, 5]);
    expect(board).toHaveAttribute('data-state', 'ends');
    expect(focusedWord()).toBe(0);
    typeKeys(words[0]);
    expect(focusedWord()).toBe(6);
    typeKeys(words[6]);
    expect(board).toHaveAttribute('data-state', 'won');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Solved!');
    // Ticked for the archive on the ladder's board of the records document (that code loads with the win).
    await waitFor(() => expect(solvedIdsOf(stored('records'))).toEqual([data.ladders[4].id]));
    expect(stored('solved')).toBeUndefined();
    expect(storedPuzzleRecords(SLUG)).toMatchObject({ won: 1 });
  });

  it('letters typed with focus on the page go to the active rung, which takes focus', async () => {
    const { board, words } = await openGame(5);
    const first = Number(board.querySelector('[aria-current="true"]')?.closest('[data-word]')?.getAttribute('data-word') ?? 1);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => void fireEvent.keyDown(document.body, { key: words[first][0] }));
    expect(focusedWord()).toBe(first);
    typeKeys(words[first].slice(1));
    expect(row(board, first)).toHaveAttribute('data-solved', 'true');
  });

  it('plays by pointer: on-screen keys and the move buttons', async () => {
    const { board, words } = await openGame(8);
    const word = shownOrder(board)[2];
    fireEvent.click(rung(board, word));
    for (const letter of words[word]) fireEvent.click(screen.getByRole('button', { name: letter.toUpperCase() }));
    expect(row(board, word)).toHaveAttribute('data-solved', 'true');
    fireEvent.click(rung(board, word));
    fireEvent.click(screen.getByRole('button', { name: 'Move rung up' }));
    expect(shownOrder(board)[1]).toBe(word);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect(row(board, word)).toHaveAttribute('data-solved', 'true');
  });

  it('a hint reveals a letter of the active rung and is counted', async () => {
    const { board, words } = await openGame(9);
    const word = shownOrder(board)[0];
    fireEvent.click(rung(board, word));
    fireEvent.click(screen.getByRole('button', { name: /Hint/ }));
    expect(within(row(board, word)).getAllByText(words[word][0].toUpperCase())[0]).toHaveClass('cc-cell--hinted');
    expect(stored('game-classic').history.present.hinted[word]).toBe(1);
  });

  it('restores the saved game after a remount', async () => {
    const { view, board, words } = await openGame(10);
    const word = shownOrder(board)[0];
    act(() => rung(board, word).focus());
    typeKeys(words[word].slice(0, 2));
    view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    render(<Game slug={SLUG} title="Crossclimb Test" />);
    const again = await screen.findByTestId(descriptor.ready.testId);
    expect(row(again, word).textContent).toContain(words[word].slice(0, 2).toUpperCase());
  });

  it('a corrupt save is discarded, never a crash', async () => {
    window.localStorage.setItem(`games:${SLUG}:game-daily`, JSON.stringify({ v: 1, data: { puzzle: 'x' } }));
    window.localStorage.setItem(`games:${SLUG}:mode`, JSON.stringify({ v: 1, data: { mode: 'daily', level: 'classic' } }));
    window.history.replaceState({}, '', `/game/${SLUG}`);
    render(<Game slug={SLUG} title="Crossclimb Test" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    expect(board).toHaveAttribute('data-state', 'solve');
  });

  it('the archive deals a chosen ladder', async () => {
    await openGame(5);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Puzzle 12\b/ }, { timeout: 10_000 }));
    expect(await screen.findByText('#12')).toBeInTheDocument();
  });
});
