import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { dealPuzzle } from './logic/deal';
import type { Level } from './logic/levels';
import { readPack } from './logic/testing';

// The real module builds its URLs from import.meta, which jest's CommonJS cannot parse.
jest.mock('./packUrls', () => ({
  PACK_URLS: { easy: 'https://packs.test/easy', medium: 'https://packs.test/medium', hard: 'https://packs.test/hard', expert: 'https://packs.test/expert' },
}));

const SLUG = descriptor.slug;
const fetchPack = jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => readPack(url.split('/').pop() as Level) }));

jest.setTimeout(30_000);

const setUrl = (search: string) => window.history.replaceState({}, '', `/game/${SLUG}${search}`);
const boardEl = () => screen.getByTestId(descriptor.ready.testId);
const cellAt = (size: number, index: number) =>
  boardEl().querySelector<HTMLElement>(`[data-row="${Math.floor(index / size)}"][data-col="${index % size}"]`)!;
const values = () => [...boardEl().querySelectorAll<HTMLElement>('[data-row]')].map((c) => Number(c.dataset.value || 0));
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));

async function renderGame() {
  const view = render(<Game slug={SLUG} title="Kakuro" />);
  await screen.findByTestId(descriptor.ready.testId);
  return view;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  Object.assign(globalThis, { fetch: fetchPack });
  setUrl('');
});

describe('kakuro view', () => {
  it('starts with the daily Medium puzzle from its pack', async () => {
    await renderGame();
    const puzzle = dealPuzzle(readPack('medium'), dailyPuzzleSeed(SLUG));
    expect(boardEl()).toHaveAttribute('data-size', '9');
    expect(boardEl().querySelectorAll('[data-block]').length).toBe(puzzle.solution.filter((d) => d === 0).length);
  });

  it('is won with the keypad, shows combinations, takes notes, and keeps progress after a reload', async () => {
    setUrl('?seed=view&difficulty=easy');
    const first = await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'view');
    const whites = puzzle.solution.flatMap((d, c) => (d > 0 ? [c] : []));
    const pad = screen.getByTestId('kakuro-pad');
    // Notes: a pencil mark in the first cell.
    click(cellAt(6, whites[0]));
    expect(screen.getByTestId('kakuro-combos')).toHaveTextContent(/in \d:/);
    click(within(pad).getByRole('button', { name: /^Notes/ }));
    click(within(pad).getByRole('button', { name: 'Note 3' }));
    expect(cellAt(6, whites[0])).toHaveAccessibleName(/notes 3/);
    click(within(pad).getByRole('button', { name: /^Notes/ }));
    for (const cell of whites.slice(0, 3)) {
      click(cellAt(6, cell));
      click(pad.querySelector<HTMLElement>(`[data-digit="${puzzle.solution[cell]}"]`)!);
    }
    const played = values();
    first.unmount();
    setUrl('');
    await renderGame();
    expect(values()).toEqual(played);
    for (const cell of whites.slice(3)) {
      click(cellAt(6, cell));
      click(screen.getByTestId('kakuro-pad').querySelector<HTMLElement>(`[data-digit="${puzzle.solution[cell]}"]`)!);
    }
    expect(boardEl()).toHaveAttribute('data-state', 'won');
    // The result dialog loads with the result (not in the first chunk).
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('Solved!');
  });

  it('plays by keyboard: arrows skip blocks, digits write, Backspace erases, a repeat is marked', async () => {
    setUrl('?seed=keys&difficulty=easy');
    await renderGame();
    const puzzle = dealPuzzle(readPack('easy'), 'keys');
    const whites = puzzle.solution.flatMap((d, c) => (d > 0 ? [c] : []));
    const [a] = whites;
    key('7');
    expect(cellAt(6, a)).toHaveAttribute('data-value', '7');
    key('ArrowRight');
    key('7');
    expect(cellAt(6, a + 1)).toHaveAttribute('data-value', '7');
    expect(cellAt(6, a)).toHaveAttribute('data-repeated', 'true');
    expect(cellAt(6, a)).toHaveAccessibleName(/repeats in its run/);
    key('Backspace');
    expect(cellAt(6, a + 1)).toHaveAttribute('data-value', '');
    key('ArrowUp');
    key('ArrowLeft');
    key('5');
    // Nothing above the top row: the selection stays, then moves left back to the first cell.
    expect(cellAt(6, a)).toHaveAttribute('data-value', '5');
    expect(values().filter((v) => v > 0)).toEqual([5]);
  });
});
