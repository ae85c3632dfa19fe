/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import type { PackData, ScrambleData } from './logic/data';
import { dealPackRound, dealRound } from './logic/deal';

jest.mock('./dataUrl', () => ({
  WORDS_URL: 'https://remotes.test/words.json',
  DEFINITION_URLS: { 4: 'https://remotes.test/defs-4.json', 5: 'https://remotes.test/defs-5.json', 6: 'https://remotes.test/defs-6.json', 7: 'https://remotes.test/defs-7.json', 8: 'https://remotes.test/defs-8.json' },
  PACK_URLS: Object.fromEntries(['animals', 'food', 'body', 'plants', 'nature', 'things', 'places'].map((pack) => [pack, `https://remotes.test/pack-${pack}.json`])),
}));

const data: ScrambleData = {
  v: 1,
  words: {
    4: ['cart', 'lamp palm', 'star arts rats tars tsar', 'stop opts post pots spot tops', 'bird', 'fish'],
    5: ['apple', 'house', 'night thing', 'bread beard bared debar', 'table bleat'],
    6: ['listen enlist silent tinsel', 'garden danger gander ranged'],
    7: ['kitchen', 'picture'],
    8: ['elephant', 'mountain'],
  },
};
const animals: PackData = {
  v: 1,
  pack: 'animals',
  words: ['ant nat tan', 'bat tab', 'bear bare', 'cat act', 'cow', 'dog god', 'duck', 'fish', 'frog', 'goat toga', 'horse shore', 'lion loin', 'mouse', 'sheep'],
  defs: { ant: 'noun. social insect', bat: 'noun. a flying mammal', bear: 'noun. a big furry mammal', cat: 'noun. a small furry pet' },
};
const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

beforeEach(() => {
  clearAssetCache();
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=easy`);
  (globalThis as { fetch?: unknown }).fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('defs') ? { v: 1, defs: { cart: 'noun. a wagon' } } : url.includes('pack-animals') ? animals : data) }),
  );
});

const typeWord = (word: string) => {
  for (const key of word) act(() => void fireEvent.keyDown(window, { key }));
};

describe('word scramble', () => {
  it('plays the seeded round by typing, shows the definition and keeps the round over a reload', async () => {
    const view = render(<Game slug={SLUG} title="Word Scramble" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    const words = dealRound(data, 'unit', 'unlimited', 'easy');
    expect(board).toHaveAttribute('data-scramble', words[0].scramble);
    typeWord(words[0].answer);
    expect(board).toHaveAttribute('data-state', 'solved');
    act(() => void fireEvent.keyDown(window, { key: 'Enter' }));
    expect(board).toHaveAttribute('data-index', '1');
    typeWord(words[1].answer.slice(0, 2));
    expect(stored('round').round.index).toBe(1);
    view.unmount();

    render(<Game slug={SLUG} title="Word Scramble" />);
    const again = await screen.findByTestId(descriptor.ready.testId);
    expect(again).toHaveAttribute('data-index', '1');
    expect(within(again).getByTestId('scramble-answer').querySelectorAll('.scramble-slot--filled')).toHaveLength(2);
  });

  it('keeps a timed word’s clock in the save and brings the word back held, then its clock runs on', async () => {
    const view = render(<Game slug={SLUG} title="Word Scramble" />);
    await screen.findByTestId(descriptor.ready.testId);
    expect(stored('round').clock).toMatchObject({ durationMs: 60_000 });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored('round').clock).toMatchObject({ durationMs: 60_000 });
    view.unmount();

    render(<Game slug={SLUG} title="Word Scramble" />);
    await screen.findByTestId(descriptor.ready.testId);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    const words = dealRound(data, 'unit', 'unlimited', 'easy');
    typeWord(words[0].answer);
    expect(stored('round').round.words[0].status).toBe('solved');
    expect(stored('round').clock).toBeNull();
    await waitFor(() => expect(screen.queryByText('Looking it up…')).toBeNull());
  });

  it('discards a damaged save and deals a fresh round', async () => {
    window.localStorage.setItem(`games:${SLUG}:round`, JSON.stringify({ v: 1, data: { round: { words: 'nope' }, clock: null } }));
    render(<Game slug={SLUG} title="Word Scramble" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    expect(board).toHaveAttribute('data-index', '0');
  });

  it('plays a kids’ themed pack: relaxed, the theme shown, the pack’s definition, kept over a reload', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&pack=animals`);
    const view = render(<Game slug={SLUG} title="Word Scramble" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    const words = dealPackRound(animals, 'unit');
    await waitFor(() => expect(board).toHaveAttribute('data-scramble', words[0].scramble));
    expect(within(board).getByTestId('scramble-theme')).toHaveTextContent('Animals');
    expect(screen.queryByText(/^\d+:\d\d$/)).toBeNull();
    typeWord(words[0].answer);
    expect(board).toHaveAttribute('data-state', 'solved');
    if (animals.defs[words[0].answer]) expect(await screen.findByTestId('scramble-definition')).toHaveTextContent(animals.defs[words[0].answer]);
    expect(stored('round').round).toMatchObject({ mode: 'theme', pack: 'animals', timed: false });
    view.unmount();

    render(<Game slug={SLUG} title="Word Scramble" />);
    const again = await screen.findByTestId(descriptor.ready.testId);
    expect(again).toHaveAttribute('data-state', 'solved');
    expect(within(again).getByTestId('scramble-theme')).toHaveTextContent('Animals');
  });

  it('starts a pack from the round picker and keeps the choice', async () => {
    render(<Game slug={SLUG} title="Word Scramble" />);
    await screen.findByTestId(descriptor.ready.testId);
    act(() => void fireEvent.change(screen.getByLabelText('Round'), { target: { value: 'theme:animals' } }));
    await waitFor(() => expect(within(screen.getByTestId(descriptor.ready.testId)).getByTestId('scramble-theme')).toHaveTextContent('Animals'));
    expect(stored('settings')).toMatchObject({ mode: 'theme', pack: 'animals' });
    expect(stored('round').round.words).toHaveLength(10);
  });
});
