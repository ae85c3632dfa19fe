import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import data from './data/boards.data.json';
import Game from './Game';
import { dealIndex } from './logic/deal';
import { quartilesOf, unpackBoard, type Pack } from './logic/pack';

// The real module builds its URL from import.meta, which jest's CommonJS cannot parse.
jest.mock('./dataUrl', () => ({ PACK_URL: 'https://remotes.test/boards.data.json' }));

const pack = data as Pack;
const fetchMock = jest.fn();
const quartiles = (seed: string) => quartilesOf(unpackBoard(pack.boards[dealIndex({ mode: 'unlimited', seed }, pack.boards.length)]));
const press = (key: string) => fireEvent.keyDown(window, { key });

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:quartiles:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(pack) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

jest.setTimeout(30_000);

test('finds the quartiles by keyboard, completes the puzzle and keeps the game over a remount', async () => {
  window.history.replaceState({}, '', '/game/quartiles?seed=unit');
  const { unmount } = render(<Game slug="quartiles" title="Quartiles" />);
  const board = await screen.findByTestId('quartiles-board', {}, { timeout: 10_000 });
  const [first, ...rest] = quartiles('unit');
  for (const tile of first) press(String.fromCharCode(97 + tile));
  expect(board.querySelectorAll('[data-picked="true"]')).toHaveLength(4);
  press('Enter');
  expect(screen.getByTestId('quartiles-found').textContent).not.toMatch(/^(\? \? \? \?)+$/);
  expect(screen.getByText('8', { selector: '.gk-stat__value' })).toBeTruthy();

  // Remount without the seed: the saved game comes back.
  unmount();
  window.history.replaceState({}, '', '/game/quartiles');
  render(<Game slug="quartiles" title="Quartiles" />);
  await screen.findByTestId('quartiles-board', {}, { timeout: 10_000 });
  expect(screen.getByText('8', { selector: '.gk-stat__value' })).toBeTruthy();
  for (const quartile of rest) {
    for (const tile of quartile) press(String.fromCharCode(97 + tile));
    press('Enter');
  }
  await waitFor(() => expect(screen.getByTestId('quartiles-board').dataset.state).toBe('complete'), { timeout: 10_000 });
  expect(await screen.findByText('All five quartiles!', {}, { timeout: 10_000 })).toBeTruthy();

  // Keep playing: a shorter word found after the quartiles raises the stored best of this puzzle.
  fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
  const stored = () => JSON.parse(window.localStorage.getItem('games:quartiles:scores')!).data.byKey.unlimited.best as number;
  const bestAtCompletion = stored();
  const board2 = unpackBoard(pack.boards[dealIndex({ mode: 'unlimited', seed: 'unit' }, pack.boards.length)]);
  const shorter = board2.words.find((path) => path.length < 4)!;
  for (const tile of shorter) press(String.fromCharCode(97 + tile));
  press('Enter');
  await waitFor(() => expect(stored()).toBeGreaterThan(bestAtCompletion));
});

test('a corrupt save is discarded and a fresh board dealt', async () => {
  window.history.replaceState({}, '', '/game/quartiles');
  window.localStorage.setItem('games:quartiles:mode', JSON.stringify({ v: 1, data: 'unlimited' }));
  window.localStorage.setItem('games:quartiles:game-unlimited', JSON.stringify({ v: 1, data: { board: 99999, seed: 'x', play: { selection: [], found: [], hints: 0, hintTile: null }, elapsedMs: 0, complete: false } }));
  render(<Game slug="quartiles" title="Quartiles" />);
  const board = await screen.findByTestId('quartiles-board', {}, { timeout: 10_000 });
  expect(board.querySelectorAll('[data-tile]')).toHaveLength(20);
  expect(screen.getByTestId('quartiles-found').textContent).toContain('? ? ? ?');
});
