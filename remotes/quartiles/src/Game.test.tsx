import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
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
  const stored = () => storedScoreRecords('quartiles')?.byKey.unlimited?.best ?? 0;
  await waitFor(() => expect(stored()).toBeGreaterThan(0));
  const bestAtCompletion = stored();
  const board2 = unpackBoard(pack.boards[dealIndex({ mode: 'unlimited', seed: 'unit' }, pack.boards.length)]);
  const shorter = board2.words.find((path) => path.length < 4)!;
  for (const tile of shorter) press(String.fromCharCode(97 + tile));
  press('Enter');
  await waitFor(() => expect(stored()).toBeGreaterThan(bestAtCompletion));
});

test('letters pick tiles with Caps Lock on; Shift+H still hints', async () => {
  window.history.replaceState({}, '', '/game/quartiles?seed=caps');
  render(<Game slug="quartiles" title="Quartiles" />);
  const board = await screen.findByTestId('quartiles-board', {}, { timeout: 10_000 });
  const [first] = quartiles('caps');
  // Caps Lock on: the keys arrive as capitals, without Shift.
  for (const tile of first) press(String.fromCharCode(65 + tile));
  expect(board.querySelectorAll('[data-picked="true"]')).toHaveLength(4);
  expect(screen.getByTestId('quartiles-word').textContent).toBe(first.map((tile) => unpackBoard(pack.boards[dealIndex({ mode: 'unlimited', seed: 'caps' }, pack.boards.length)]).tiles[tile]).join('').toUpperCase());
  press('Escape');
  // Shift+H with Caps Lock on arrives as "h" with Shift: a hint, not tile h.
  fireEvent.keyDown(window, { key: 'h', shiftKey: true });
  expect(board.querySelectorAll('[data-picked="true"]')).toHaveLength(0);
  expect(screen.getByRole('button', { name: /Hint/ }).textContent).toContain('1');
});

test('the save of a board the pack no longer holds at its index is discarded, not replayed on another board', async () => {
  window.history.replaceState({}, '', '/game/quartiles');
  window.localStorage.setItem('games:quartiles:mode', JSON.stringify({ v: 1, data: 'unlimited' }));
  // Found words of board 3 as it was before a rebuild: other tiles at the same index.
  const board3 = unpackBoard(pack.boards[3]);
  const oldTiles = [...board3.tiles].reverse().join(' ');
  const found = quartilesOf(board3).map((path) => path.map((tile) => String.fromCharCode(97 + tile)).join(''));
  const save = { board: 3, tiles: oldTiles, seed: 'old', play: { selection: [], found, hints: 0, hintTile: null }, elapsedMs: 90_000, complete: true };
  window.localStorage.setItem('games:quartiles:game-unlimited', JSON.stringify({ v: 2, data: save }));
  render(<Game slug="quartiles" title="Quartiles" />);
  const board = await screen.findByTestId('quartiles-board', {}, { timeout: 10_000 });
  expect(board.dataset.state).not.toBe('complete');
  expect(screen.getByTestId('quartiles-found').textContent).toContain('? ? ? ?');
  expect(screen.getByText(/Words found: 0 of/)).toBeTruthy();
  // The same save with the board's own tiles is restored.
  window.localStorage.setItem('games:quartiles:game-unlimited', JSON.stringify({ v: 2, data: { ...save, tiles: board3.tiles.join(' ') } }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Mode' }), { target: { value: 'daily' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Mode' }), { target: { value: 'unlimited' } });
  await waitFor(() => expect(screen.getByTestId('quartiles-board').dataset.state).toBe('complete'));
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
