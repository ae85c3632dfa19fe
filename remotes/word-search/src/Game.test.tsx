import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import data from './data/themes.data.json';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import Game from './Game';
import { findOccurrences } from './logic/occurrences';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';

// The real module builds its URL from import.meta, which jest's CommonJS cannot parse.
jest.mock('./dataUrl', () => ({ THEMES_URL: 'https://remotes.test/themes.data.json' }));

const fetchMock = jest.fn();

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/word-search${search}`);
}

function readRows(): string[] {
  const grid = screen.getByTestId('word-search-grid');
  const size = Number(grid.dataset.size);
  const rows = Array.from({ length: size }, () => new Array<string>(size).fill('?'));
  for (const cell of grid.querySelectorAll<HTMLElement>('[data-letter]')) rows[Number(cell.dataset.row)][Number(cell.dataset.col)] = cell.dataset.letter!;
  return rows.map((r) => r.join(''));
}

function unfound(): string[] {
  return Array.from(screen.getByTestId('word-list').querySelectorAll<HTMLElement>('[data-found="false"]')).map((li) => li.dataset.word!);
}

/** Selects a word with the keyboard: walk to its first letter, Enter, walk to its last, Space. */
function selectByKeyboard(word: string, from: { row: number; col: number }) {
  const grid = screen.getByTestId('word-search-grid');
  const [cells] = findOccurrences(readRows(), word);
  const walk = (a: { row: number; col: number }, b: { row: number; col: number }) => {
    for (let r = a.row; r < b.row; r++) fireEvent.keyDown(grid, { key: 'ArrowDown' });
    for (let r = a.row; r > b.row; r--) fireEvent.keyDown(grid, { key: 'ArrowUp' });
    for (let c = a.col; c < b.col; c++) fireEvent.keyDown(grid, { key: 'ArrowRight' });
    for (let c = a.col; c > b.col; c--) fireEvent.keyDown(grid, { key: 'ArrowLeft' });
  };
  const first = cells[0];
  const last = cells[cells.length - 1];
  walk(from, first);
  fireEvent.keyDown(grid, { key: 'Enter' });
  walk(first, last);
  fireEvent.keyDown(grid, { key: ' ' });
  return last;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:word-search:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(data) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

jest.setTimeout(30_000);

test('loads the words, plays by keyboard, announces finds and keeps progress over a remount', async () => {
  setUrl('?seed=unit&difficulty=easy');
  const { unmount } = render(<Game slug="word-search" title="Word Search" />);
  await screen.findByTestId('word-search-grid', {}, { timeout: 10_000 });
  expect(fetchMock).toHaveBeenCalledWith('https://remotes.test/themes.data.json', expect.objectContaining({ signal: expect.anything() }));
  const total = unfound().length;
  const [word] = unfound();
  selectByKeyboard(word, { row: 0, col: 0 });
  expect(screen.getByTestId('word-list').querySelector(`[data-word="${word}"]`)).toHaveAttribute('data-found', 'true');
  expect(screen.getByText(`Found ${word}, 1 of ${total}.`)).toBeInTheDocument();
  unmount();

  render(<Game slug="word-search" title="Word Search" />);
  await screen.findByTestId('word-search-grid', {}, { timeout: 10_000 });
  expect(screen.getByTestId('word-search')).toHaveAttribute('data-found', '1');
});

test('an arrow pressed with focus on the page brings focus to the board', async () => {
  setUrl('?seed=unit&difficulty=easy');
  render(<Game slug="word-search" title="Word Search" />);
  const grid = await screen.findByTestId('word-search-grid', {}, { timeout: 10_000 });
  const frame = screen.getByTestId('word-search');
  frame.tabIndex = -1;
  frame.focus();
  fireEvent.keyDown(frame, { key: 'ArrowDown' });
  expect(grid.contains(document.activeElement)).toBe(true);
});

test('solving every word shows the result and records the best time', async () => {
  setUrl('?seed=unit-win&difficulty=easy');
  render(<Game slug="word-search" title="Word Search" />);
  await screen.findByTestId('word-search-grid', {}, { timeout: 10_000 });
  let at = { row: 0, col: 0 };
  for (const word of unfound()) {
    at = selectByKeyboard(word, at);
  }
  await waitFor(() => expect(screen.getByTestId('word-search')).toHaveAttribute('data-state', 'won'), { timeout: 10_000 });
  expect(await screen.findByRole('dialog')).toHaveTextContent('Solved!');
  expect(storedPuzzleRecords('word-search')!.bestTimes.easy).toEqual(expect.any(Number));
});

test('a failed download shows an error with a working retry', async () => {
  setUrl('?seed=unit-error&difficulty=easy');
  // The download is tried three times (with back-off) before the player is asked.
  fetchMock.mockRejectedValue(new TypeError('offline'));
  render(<Game slug="word-search" title="Word Search" />);
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/connection/);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(data) });
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByTestId('word-search-grid', {}, { timeout: 10_000 });
});
