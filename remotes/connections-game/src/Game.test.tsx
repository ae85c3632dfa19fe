import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStatsStore } from './logic/stats';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import data from './data/puzzles.data.json';
import Game from './Game';
import { dailyIndex, pastDailies } from './logic/schedule';

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
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

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
  const stats = createStatsStore('connections-game').load();
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

test('opens the archive of past dailies with completion marks (none ahead of its day) and picks a puzzle', async () => {
  // Only the clock's date is fixed: 20 days into the rotation, so the archive holds those 20 dailies.
  jest.useFakeTimers({ now: Date.parse('2026-01-20T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
  try {
    const count = data.puzzles.length;
    const past = pastDailies('2026-01-20', count);
    const tomorrow = dailyIndex('2026-01-21', count);
    const current = past[3].index;
    setUrl(`?puzzle=${current + 1}`);
    render(<Game slug="connections-game" title="Connections" />);
    await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const list = await screen.findByRole('list', { name: 'Puzzles' }, { timeout: 10_000 });
    const offered = Array.from(list.querySelectorAll('button')).map((button) => button.getAttribute('aria-label'));
    expect(offered).toHaveLength(20);
    expect(offered[0]).toBe(`Puzzle ${past[0].index + 1}, today's daily, not played`);
    expect(offered[1]).toBe(`Puzzle ${past[1].index + 1}, Jan 19, not played`);
    expect(offered.some((label) => label?.startsWith(`Puzzle ${tomorrow + 1},`))).toBe(false);
    expect(screen.getByLabelText(new RegExp(`^Puzzle ${current + 1},`))).toHaveAttribute('aria-current', 'true');
    // Random unplayed picks among the past dailies too.
    const offeredWords = new Set(past.map((p) => [...data.puzzles[p.index].groups.flatMap((g) => g.words)].sort().join()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Random unplayed' })));
    expect(offeredWords.has([...shownWords()].sort().join())).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const pick = await screen.findByLabelText(new RegExp(`^Puzzle ${past[5].index + 1},`));
    await act(async () => fireEvent.click(pick));
    await waitFor(() => expect([...shownWords()].sort()).toEqual(groups(past[5].index + 1).flat().sort()));
  } finally {
    jest.useRealTimers();
  }
});

test('a guess already made cannot be submitted again, and the line above the buttons says why', async () => {
  setUrl('?puzzle=3');
  render(<Game slug="connections-game" title="Connections" />);
  await screen.findByTestId('connections-game-board', {}, { timeout: 10_000 });
  const [yellow, green] = groups(3);
  const submit = screen.getByRole('button', { name: 'Submit' });
  for (const word of [...yellow.slice(0, 3), green[0]]) fireEvent.click(tile(word));
  fireEvent.click(submit);
  expect(screen.getByTestId('connections-message')).toHaveTextContent('One away… 3 mistakes left. Change a word to guess again.');
  expect(submit).toBeDisabled();
  expect(submit).toHaveAccessibleDescription(/Change a word/);
  fireEvent.click(tile(green[0]));
  fireEvent.click(tile(yellow[3]));
  expect(submit).toBeEnabled();
  fireEvent.click(tile(yellow[3]));
  fireEvent.click(tile(green[0]));
  expect(submit).toBeDisabled();
  expect(screen.getByTestId('connections-message')).toHaveTextContent('Already guessed: change a word.');
  // Enter (the keyboard's Submit) is refused the same way, without costing a mistake.
  fireEvent.keyDown(window, { key: 'Enter' });
  expect(screen.getByLabelText('3 of 4')).toBeInTheDocument();
});
