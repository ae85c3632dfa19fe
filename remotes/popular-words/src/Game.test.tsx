/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import food from './data/food.data.json';
import home from './data/home.data.json';
import leisure from './data/leisure.data.json';
import places from './data/places.data.json';
import Game from './Game';
import { joinPacks, type Prompt, type PromptPack } from './logic/bank';
import { dailyPromptIds } from './logic/deal';

// The real module builds its URLs from import.meta, which jest's CommonJS cannot parse.
jest.mock('./dataUrl', () => ({
  PACK_URLS: ['home', 'food', 'places', 'leisure'].map((name) => `https://remotes.test/${name}.data.json`),
}));

const SLUG = descriptor.slug;
const PACKS: Record<string, unknown> = { home, food, places, leisure };
const BANK = joinPacks([home, food, places, leisure] as PromptPack[]);
const byId = new Map<string, Prompt>(BANK.map((p) => [p.id, p]));

const fetchMock = jest.fn((url: string) => {
  const name = /\/(\w+)\.data\.json$/.exec(url)?.[1] ?? '';
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(PACKS[name]) });
});

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  clearAssetCache();
  fetchMock.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.history.replaceState({}, '', `/game/${SLUG}?seed=unit`);
});

async function openGame() {
  const view = render(<Game slug={SLUG} title="Popular Words" />);
  const board = screen.getByTestId(descriptor.ready.testId);
  await screen.findByRole('textbox', { name: 'Your guess' });
  return { view, board };
}

const shownPrompt = (board: HTMLElement) => byId.get(board.dataset.promptId ?? '')!;
const announced = () => screen.getByTestId('game-announcement').textContent ?? '';

function guess(text: string) {
  const input = screen.getByRole('textbox', { name: 'Your guess' });
  act(() => void fireEvent.change(input, { target: { value: text } }));
  act(() => void fireEvent.submit(input.closest('form')!));
}

describe('Popular Words', () => {
  it('loads the packs, flips a guessed answer, counts a strike, gives a hint, and announces each', async () => {
    const { board } = await openGame();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const prompt = shownPrompt(board);
    expect(screen.getByRole('heading', { name: prompt.prompt })).toBeInTheDocument();

    guess(`${prompt.answers[1].text.toUpperCase()}`);
    const slots = within(board).getAllByRole('listitem');
    expect(slots[1]).toHaveAttribute('data-state', 'found');
    expect(announced()).toContain(`is answer 2: ${prompt.answers[1].share}%`);
    expect(board.dataset.score).toBe(String(prompt.answers[1].share));
    expect((screen.getByRole('textbox', { name: 'Your guess' }) as HTMLInputElement).value).toBe('');

    guess('qqqq zzzz');
    expect(screen.getByLabelText('Strikes: 1 of 3')).toBeInTheDocument();
    expect(announced()).toContain('Strike 1 of 3');

    act(() => void fireEvent.click(screen.getByRole('button', { name: /^Hint/ })));
    expect(slots[0]).toHaveAttribute('aria-label', expect.stringContaining(`starts with ${prompt.answers[0].text[0].toUpperCase()}`));
    expect(announced()).toContain('Minus 5 points');
    expect(board.dataset.score).toBe(String(prompt.answers[1].share - 5));
  });

  it('a letter typed with focus elsewhere on the game starts the guess in the field', async () => {
    const { board } = await openGame();
    const input = screen.getByRole('textbox', { name: 'Your guess' });
    act(() => input.blur());
    act(() => void fireEvent.keyDown(board, { key: 'c' }));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'a' }));
    expect(document.activeElement).toBe(input);
    expect(input).toHaveValue('c');
  });

  it('reveals the rest after three strikes, then moves on with Next round', async () => {
    const { board } = await openGame();
    const first = shownPrompt(board);
    for (const wrong of ['qqqq', 'wwww', 'zzzz']) guess(wrong);
    expect(board.dataset.state).toBe('round-over');
    expect(within(board).getAllByRole('listitem').every((slot) => slot.dataset.state === 'missed')).toBe(true);
    expect(within(board).getByText(first.answers[4].text)).toBeInTheDocument();
    expect(announced()).toContain('Still on the board: 1,');
    const next = screen.getByRole('button', { name: 'Next round' });
    expect(document.activeElement).toBe(next);
    act(() => void fireEvent.click(next));
    expect(board.dataset.round).toBe('2');
    expect(shownPrompt(board).id).not.toBe(first.id);
    expect(announced()).toMatch(/^Round 2 of 5\./);
  });

  it('plays five rounds to the result and records the best score', async () => {
    const { board } = await openGame();
    for (let round = 1; round <= 5; round++) {
      for (const answer of shownPrompt(board).answers) guess(answer.aliases[0] ?? answer.text);
      act(() => void fireEvent.click(screen.getByRole('button', { name: round < 5 ? 'Next round' : 'See result' })));
    }
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Game over!');
    expect(dialog).toHaveTextContent('25 of 25');
    await waitFor(() => expect(storedScoreRecords(SLUG)).toMatchObject({ byKey: { unlimited: { best: Number(board.dataset.score), played: 1 } } }));
    expect(Number(board.dataset.score)).toBeGreaterThan(500);
  });

  it('keeps the game in progress after a reload, and discards a corrupt save', async () => {
    const first = await openGame();
    const prompt = shownPrompt(first.board);
    guess(prompt.answers[0].text);
    guess('qqqq');
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = await openGame();
    expect(shownPrompt(second.board).id).toBe(prompt.id);
    expect(within(second.board).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'found');
    expect(screen.getByLabelText('Strikes: 1 of 3')).toBeInTheDocument();
    second.view.unmount();

    window.localStorage.setItem(`games:${SLUG}:game-unlimited`, JSON.stringify({ v: 1, data: { rounds: 'broken' } }));
    const third = await openGame();
    expect(third.board.dataset.round).toBe('1');
    expect(within(third.board).queryAllByRole('listitem').filter((slot) => slot.dataset.state !== 'hidden')).toHaveLength(0);
  });

  it('plays the daily set of five by default and marks it done', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const { board } = await openGame();
    const today = dateKey();
    const ids = dailyPromptIds(BANK, today);
    for (let round = 1; round <= 5; round++) {
      expect(shownPrompt(board).id).toBe(ids[round - 1]);
      for (const wrong of ['qqqq', 'wwww', 'zzzz']) guess(wrong);
      act(() => void fireEvent.click(screen.getByRole('button', { name: round < 5 ? 'Next round' : 'See result' })));
    }
    expect(await screen.findByRole('dialog')).toHaveTextContent('Daily set done!');
    await waitFor(() => expect(storedPuzzleRecords(SLUG)?.dailyDone[today]).toBeDefined());
    await waitFor(() => expect(storedPuzzleRecords(SLUG)?.currentStreak).toBe(1));
  });
});
