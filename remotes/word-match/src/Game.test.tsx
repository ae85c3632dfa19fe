import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import type { createRecordingPlayer } from '@games/shared/game-kit/sound/fake-audio';
import { tonePlayer } from '@games/shared/game-kit/sound/tone-player';
import antonyms from './data/antonyms.data.json';
import definitions from './data/definitions.data.json';
import synonyms from './data/synonyms.data.json';
import Game from './Game';

// The real module builds its URLs from import.meta, which jest's CommonJS cannot parse.
jest.mock('./dataUrl', () => ({
  POOL_URLS: { synonyms: 'https://remotes.test/synonyms.json', antonyms: 'https://remotes.test/antonyms.json', definitions: 'https://remotes.test/definitions.json' },
}));

// The game's sounds go to a recording player (jsdom has no Web Audio).
jest.mock('@games/shared/game-kit/sound/tone-player', () => {
  const actual = jest.requireActual('@games/shared/game-kit/sound/tone-player');
  const player = jest.requireActual('@games/shared/game-kit/sound/fake-audio').createRecordingPlayer();
  return { ...actual, tonePlayer: player, playTones: player.play };
});
const cues = (tonePlayer as RecordingPlayer).cues;

const files: Record<string, unknown> = { synonyms, antonyms, definitions };
const fetchMock = jest.fn();
const partnerOf = new Map(synonyms.levels.easy.pairs.map(([a, b]) => [a, b]));

function shown(side: 'left' | 'right'): Array<[number, string]> {
  return Array.from(document.querySelectorAll<HTMLElement>(`button[data-side="${side}"]`)).map((b) => [Number(b.dataset.slot), b.querySelector('.wm-item__text')!.textContent!]);
}

function matchOne() {
  const rights = shown('right');
  for (const [left, word] of shown('left')) {
    const right = rights.find(([, text]) => text === partnerOf.get(word));
    if (right) {
      fireEvent.keyDown(window, { key: String(left + 1) });
      fireEvent.keyDown(window, { key: 'qwert'[right[0]] });
      return;
    }
  }
  throw new Error('no pair in view');
}

type RecordingPlayer = ReturnType<typeof createRecordingPlayer>;

const matched = () => screen.getByRole('progressbar', { name: 'Pairs matched' }).getAttribute('aria-valuenow');

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('games:word-match:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  cues.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(files[url.replace(/^.*\/(\w+)\.json$/, '$1')]) }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

jest.setTimeout(30_000);

test('plays pairs by keys, and a remount brings the round back held', async () => {
  window.history.replaceState({}, '', '/game/word-match?seed=unit&difficulty=easy&relation=synonyms');
  const { unmount } = render(<Game slug="word-match" title="Word Match" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Start round' }, { timeout: 10_000 }));
  expect(matched()).toBe('0');
  matchOne();
  matchOne();
  expect(matched()).toBe('2');
  act(() => window.dispatchEvent(new Event('pagehide')));
  unmount();

  window.history.replaceState({}, '', '/game/word-match');
  render(<Game slug="word-match" title="Word Match" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Resume' }, { timeout: 10_000 }));
  await waitFor(() => expect(matched()).toBe('2'), { timeout: 10_000 });
  matchOne();
  expect(matched()).toBe('3');
});

test('opens on today’s daily round on a first visit, with Unlimited one pick away', async () => {
  window.history.replaceState({}, '', '/game/word-match');
  render(<Game slug="word-match" title="Word Match" />);
  const mode = (await screen.findByRole('combobox', { name: 'Mode' })) as HTMLSelectElement;
  expect(mode.value).toBe('daily');
  expect(mode.options[mode.selectedIndex].textContent).toBe('Daily round');
  expect(Array.from(mode.options).map((option) => option.value)).toContain('unlimited');
});

test('a corrupt saved round is discarded', async () => {
  window.history.replaceState({}, '', '/game/word-match');
  window.localStorage.setItem('games:word-match:round', JSON.stringify({ v: 1, data: { round: { left: 'nope' }, clock: {}, scoreKey: 1 } }));
  render(<Game slug="word-match" title="Word Match" />);
  expect(await screen.findByRole('button', { name: 'Start round' }, { timeout: 10_000 })).toBeTruthy();
});

test('sound is off until the player turns it on; then a right pair chimes higher with each in a row, and the choice is remembered', async () => {
  window.history.replaceState({}, '', '/game/word-match?seed=unit-sound&difficulty=easy&relation=synonyms');
  const { unmount } = render(<Game slug="word-match" title="Word Match" />);
  const toggle = await screen.findByRole('button', { name: 'Sound' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(await screen.findByRole('button', { name: 'Start round' }, { timeout: 10_000 }));
  matchOne();
  expect(cues).toEqual([]);

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  matchOne();
  matchOne();
  expect(cues).toHaveLength(2);
  expect(cues[1][0].frequency).toBeGreaterThan(cues[0][0].frequency);
  unmount();

  render(<Game slug="word-match" title="Word Match" />);
  expect(await screen.findByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
});

test('a finished round is recorded and reviewed; another relation chosen after it is ready to start', async () => {
  window.history.replaceState({}, '', '/game/word-match?seed=unit-full&difficulty=easy&relation=synonyms');
  render(<Game slug="word-match" title="Word Match" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Start round' }, { timeout: 10_000 }));
  for (let i = 0; i < 20; i++) matchOne();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Round complete!');
  expect(dialog).toHaveTextContent('20 / 20');
  expect(dialog).toHaveTextContent('No missed pairs');
  const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:word-match:${what}`) ?? 'null')?.data;
  expect(stored('round').round).toMatchObject({ over: true, endReason: 'pairs' });
  await waitFor(() => expect(storedScoreRecords('word-match')?.byKey['synonyms-easy']).toMatchObject({ played: 1 }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  fireEvent.change(screen.getByLabelText('Relation'), { target: { value: 'antonyms' } });
  expect(await screen.findByRole('heading', { name: 'Antonyms · Easy' }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
});
