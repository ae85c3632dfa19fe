import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import data from './data/puzzles.data.json';
import Game from './Game';

// The real module builds its URL from import.meta, which jest's CommonJS cannot parse.
jest.mock('./dataUrl', () => ({ PUZZLES_URL: 'https://remotes.test/puzzles.data.json' }));

const fetchMock = jest.fn();
const GAMES_KEY = 'games:connections-game:games';

const setUrl = (search: string) => window.history.replaceState({}, '', `/game/connections-game${search}`);
const tile = (word: string) => screen.getByTestId('connections-game-board').querySelector<HTMLElement>(`[data-word="${word}"]`)!;
const shownWords = () => Array.from(screen.getByTestId('connections-game-board').querySelectorAll<HTMLElement>('[data-word]')).map((cell) => cell.dataset.word!);
const groups = (n: number) => data.puzzles[n - 1].groups.map((g) => g.words);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:connections-game:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(data) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

jest.setTimeout(30_000);

test('plays a puzzle from the archive by number: one away, a repeat refused, groups found, keys S and D, kept over a remount', async () => {
  setUrl('?puzzle=3');
  const { unmount } = render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  const [yellow, green, blue] = groups(3);
  expect(shownWords()).toHaveLength(16);

  for (const word of [...yellow.slice(0, 3), green[0]]) fireEvent.click(tile(word));
  expect(tile(yellow[0])).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByTestId('connections-message')).toHaveTextContent('One away… 3 mistakes left.');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByTestId('connections-message')).toHaveTextContent('Already guessed!');

  fireEvent.keyDown(window, { key: 'd' });
  expect(screen.getByTestId('connections-game-board').querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  const before = shownWords();
  fireEvent.keyDown(window, { key: 's' });
  expect([...shownWords()].sort()).toEqual([...before].sort());

  for (const word of blue) fireEvent.click(tile(word));
  fireEvent.keyDown(window, { key: 'Enter' });
  expect(screen.getByTestId('connections-game-board')).toHaveAttribute('data-solved', '1');
  expect(screen.getByRole('listitem', { name: new RegExp(`^Blue group: ${data.puzzles[2].groups[2].name}`) })).toBeInTheDocument();
  expect(shownWords()).toHaveLength(12);

  unmount();
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  expect(screen.getByTestId('connections-game-board')).toHaveAttribute('data-solved', '1');
  expect(screen.getByLabelText('3 of 4')).toBeInTheDocument();
});

test('an arrow pressed with focus on the page brings focus to the words', async () => {
  setUrl('?puzzle=3');
  render(<Game slug="connections-game" title="Connections" />);
  const board = await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  const page = document.createElement('section');
  page.tabIndex = -1;
  document.body.append(page);
  page.focus();
  fireEvent.keyDown(page, { key: 'ArrowRight' });
  expect(board.contains(document.activeElement)).toBe(true);
  page.remove();
});

test('a lost game reveals every group and counts in the stats', async () => {
  setUrl('?puzzle=5');
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  const [y, g, b, p] = groups(5);
  const wrong = [
    [y[0], g[0], b[0], p[0]],
    [y[1], g[0], b[0], p[0]],
    [y[2], g[0], b[0], p[0]],
    [y[3], g[0], b[0], p[0]],
  ];
  for (const guess of wrong) {
    fireEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    for (const word of guess) fireEvent.click(tile(word));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }
  expect(screen.getByTestId('connections-game-board')).toHaveAttribute('data-state', 'lost');
  await screen.findByRole('dialog', { name: 'Next time!' }, { timeout: 10_000 });
  expect(screen.getByTestId('connections-game-board').querySelectorAll('li')).toHaveLength(4);
  const stats = JSON.parse(window.localStorage.getItem('games:connections-game:stats')!).data;
  expect(stats).toMatchObject({ played: 1, won: 0, distribution: [0, 0, 0, 0, 1] });
});

test('a corrupt save is discarded and the daily puzzle opens', async () => {
  setUrl('');
  window.localStorage.setItem(GAMES_KEY, JSON.stringify({ v: 1, data: { current: { kind: 'puzzle', id: 'c001' }, games: { 'puzzle-c001': { order: 7 } } } }));
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  expect(shownWords()).toHaveLength(16);
  expect(screen.getByText('Daily')).toBeInTheDocument();
  await waitFor(() => expect(JSON.parse(window.localStorage.getItem(GAMES_KEY)!).data.current.kind).toBe('daily'));
});

test('a save that no longer fits its puzzle is dealt again', async () => {
  setUrl('?puzzle=1');
  const bogus = { order: ['NOT', 'THESE', 'WORDS'], selected: [], solved: [], mistakes: 0, guesses: [] };
  window.localStorage.setItem(GAMES_KEY, JSON.stringify({ v: 1, data: { current: { kind: 'puzzle', id: 'c001' }, games: { 'puzzle-c001': bogus } } }));
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  expect([...shownWords()].sort()).toEqual(groups(1).flat().sort());
});

test('opens the archive with completion marks and picks a puzzle', async () => {
  setUrl('?puzzle=2');
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(document.querySelector('.cg-archive')).not.toBeNull(), { timeout: 10_000 });
  const pick = await screen.findByLabelText(/^Puzzle 7, not played/);
  expect(screen.getByLabelText(/^Puzzle 2, not played/)).toHaveAttribute('aria-current', 'true');
  await act(async () => fireEvent.click(pick));
  await waitFor(() => expect([...shownWords()].sort()).toEqual(groups(7).flat().sort()));
});
