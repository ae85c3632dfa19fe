/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import type { BossData } from './logic/data';
import { dealBoard } from './logic/deal';

jest.mock('./dataUrl', () => ({
  BOARD_URLS: { six: 'https://remotes.test/boards-six.json', seven: 'https://remotes.test/boards-seven.json' },
  DEFINITION_URLS: { six: Array.from({ length: 8 }, (_, i) => `https://remotes.test/defs-six-${i}.json`), seven: Array.from({ length: 8 }, (_, i) => `https://remotes.test/defs-seven-${i}.json`) },
}));

const data: BossData = {
  v: 1,
  level: 'six',
  boards: ['garden|age den end ran read range danger garden|dag gander', 'planet|ant ape lane late pale plan plane plate panel planet|alp'],
};
const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

beforeEach(() => {
  clearAssetCache();
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
  window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&difficulty=six`);
  (globalThis as { fetch?: unknown }).fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url.includes('defs') ? { v: 1, defs: { age: 'noun. how old' } } : data) }),
  );
});

const enter = (word: string) => {
  for (const key of word) act(() => void fireEvent.keyDown(window, { key }));
  act(() => void fireEvent.keyDown(window, { key: 'Enter' }));
};

describe('word boss', () => {
  it('finds words by typing, keeps them over a reload, and ends the round', async () => {
    const view = render(<Game slug={SLUG} title="Word Boss" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    const dealt = dealBoard(data, 'six', 'unit', 1);
    enter(dealt.slots[0]);
    expect(board).toHaveAttribute('data-found', '1');
    expect(stored('game').game.round.found).toEqual([dealt.slots[0]]);
    view.unmount();

    render(<Game slug={SLUG} title="Word Boss" />);
    const again = await screen.findByTestId(descriptor.ready.testId);
    expect(again).toHaveAttribute('data-found', '1');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    enter(dealt.seed);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'End round' })));
    expect(again).toHaveAttribute('data-state', 'ended');
    expect(await screen.findByTestId('boss-missed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next round' })).toBeInTheDocument();
  });

  it('discards a damaged save', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}`);
    window.localStorage.setItem(`games:${SLUG}:game`, JSON.stringify({ v: 1, data: { game: { round: 3 }, clock: null } }));
    render(<Game slug={SLUG} title="Word Boss" />);
    const board = await screen.findByTestId(descriptor.ready.testId);
    expect(board).toHaveAttribute('data-found', '0');
  });

  it('opens on today’s daily on a first visit, with Unlimited one pick away', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}`);
    render(<Game slug={SLUG} title="Word Boss" />);
    await screen.findByTestId(descriptor.ready.testId);
    const picker = screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement;
    expect(picker.options[picker.selectedIndex].textContent).toMatch(/^Daily board/);
    // Unlimited boards are the other options of the same picker.
    expect(Array.from(picker.options).filter((option) => option.parentElement?.getAttribute('label') === 'Unlimited').length).toBeGreaterThan(0);
  });
});
