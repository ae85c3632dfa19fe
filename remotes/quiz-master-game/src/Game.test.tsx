/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { storedPuzzleRecords } from '@games/shared/game-kit/puzzle/test-records';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { clearAssetCache } from '@games/shared/game-kit/data/load-asset';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { CATEGORY_IDS } from './logic/categories';
import { testBank } from './logic/testBank';

jest.mock('./questionUrls', () => ({
  QUESTION_URLS: Object.fromEntries(['science', 'geography', 'history', 'arts', 'nature', 'food', 'sports', 'language'].map((id) => [id, `https://remotes.test/${id}.json`])),
}));

const SLUG = descriptor.slug;
const bank = testBank(20);
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;
const fetchMock = jest.fn();

async function openGame() {
  const view = render(<Game slug={SLUG} title="Quiz Test" />);
  const board = await screen.findByTestId(descriptor.ready.testId);
  return { view, board };
}

/** The right option of the question on screen, found in the bank by its text. */
function rightOption(board: HTMLElement): HTMLElement {
  const text = within(board).getByRole('heading', { level: 2 }).textContent;
  const q = bank.find((x) => x.question === text)!;
  return within(board).getByRole('button', { name: new RegExp(`${q.answer}$`) });
}

async function startRound(board: HTMLElement) {
  await act(async () => void fireEvent.click(within(board).getByRole('button', { name: /start|new round/i })));
  await within(board).findByRole('heading', { level: 2 });
}

describe('Quiz Master', () => {
  beforeEach(() => {
    clearAssetCache();
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&categories=science,history`);
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => {
      const id = CATEGORY_IDS.find((c) => url.endsWith(`/${c}.json`));
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(bank.filter((q) => q.category === id)) });
    });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });

  it('loads only the chosen categories and plays a whole classic round by clicks', async () => {
    const { board } = await openGame();
    expect(fetchMock).not.toHaveBeenCalled();
    await startRound(board);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['https://remotes.test/history.json', 'https://remotes.test/science.json']);
    for (let i = 0; i < 10; i++) {
      act(() => void fireEvent.click(rightOption(board)));
      expect(within(board).getByText(/Right!/)).toBeInTheDocument();
      expect(within(board).getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Quiz');
      act(() => void fireEvent.click(within(board).getByRole('button', { name: i === 9 ? 'See result' : 'Next question' })));
    }
    const result = await screen.findByRole('dialog');
    expect(result).toHaveTextContent('Round complete!');
    expect(result).toHaveTextContent('10 / 10');
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey.classic?.best).toBeGreaterThan(0));
    expect(stored('seen')).toHaveLength(13);
    expect(stored('settings').skill).toBe(2);
  });

  it('answers with number and letter keys, Enter goes on, and a wrong answer shows the right one', async () => {
    const { board } = await openGame();
    await startRound(board);
    const right = Number(rightOption(board).getAttribute('data-option'));
    act(() => void fireEvent.keyDown(window, { key: String(((right + 1) % 4) + 1) }));
    expect(within(board).getByText(/Wrong\. The answer/)).toBeInTheDocument();
    expect(board.querySelector('[data-state="correct"]')).not.toBeNull();
    act(() => void fireEvent.keyDown(window, { key: 'Enter' }));
    expect(within(board).getByText('Question 2 of 10')).toBeInTheDocument();
    const letter = 'ABCD'[Number(rightOption(board).getAttribute('data-option'))];
    act(() => void fireEvent.keyDown(window, { key: letter.toLowerCase() }));
    expect(within(board).getByText(/Right!/)).toBeInTheDocument();
  });

  it('uses each lifeline once', async () => {
    const { board } = await openGame();
    await startRound(board);
    act(() => void fireEvent.click(within(board).getByRole('button', { name: '50:50' })));
    expect(board.querySelectorAll('[data-state="removed"]')).toHaveLength(2);
    expect(within(board).getByRole('button', { name: '50:50' })).toBeDisabled();
    const before = within(board).getByRole('heading', { level: 2 }).textContent;
    act(() => void fireEvent.click(within(board).getByRole('button', { name: 'Skip' })));
    expect(within(board).getByRole('heading', { level: 2 }).textContent).not.toBe(before);
    act(() => void fireEvent.click(within(board).getByRole('button', { name: '+10 s' })));
    expect(within(board).getByRole('button', { name: '+10 s' })).toBeDisabled();
    expect(stored('round').clock.durationMs).toBe(30_000);
  });

  it('keeps the round after a reload, held until Resume, and discards a corrupt save', async () => {
    const first = await openGame();
    await startRound(first.board);
    act(() => void fireEvent.click(rightOption(first.board)));
    act(() => void fireEvent.click(within(first.board).getByRole('button', { name: 'Next question' })));
    const question = within(first.board).getByRole('heading', { level: 2 }).textContent;
    first.view.unmount();

    const again = await openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: /resume/i })));
    expect(within(again.board).getByRole('heading', { level: 2 }).textContent).toBe(question);
    expect(within(again.board).getByText('Question 2 of 10')).toBeInTheDocument();
    again.view.unmount();

    window.localStorage.setItem(`games:${SLUG}:round`, JSON.stringify({ v: 1, data: { round: { asked: 'broken' }, clock: null } }));
    const fresh = await openGame();
    expect(within(fresh.board).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('counts a question as wrong when its clock runs out', async () => {
    jest.useFakeTimers();
    try {
      const { board } = await openGame();
      await startRound(board);
      await act(async () => {
        jest.advanceTimersByTime(21_000);
      });
      expect(within(board).getByText(/Time’s up\. The answer/)).toBeInTheDocument();
      expect(stored('round').round.answers[0]).toMatchObject({ choice: null, correct: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('plays the daily quiz once a day: every category, then marked done with a streak', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}?mode=daily`);
    const { board } = await openGame();
    await startRound(board);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    for (let i = 0; i < 10; i++) {
      act(() => void fireEvent.click(rightOption(board)));
      act(() => void fireEvent.click(within(board).getByRole('button', { name: i === 9 ? 'See result' : 'Next question' })));
    }
    expect(await screen.findByRole('dialog')).toHaveTextContent('Daily quiz done!');
    await waitFor(() => expect(storedPuzzleRecords(SLUG)).toMatchObject({ currentStreak: 1 }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(within(board).getByRole('button', { name: 'Played today' })).toBeDisabled();
  });

  it('plays the Millionaire ladder until a wrong answer ends the run', async () => {
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&mode=millionaire`);
    const { board } = await openGame();
    await startRound(board);
    expect(screen.getByRole('list', { name: 'Prize ladder' })).toBeInTheDocument();
    const right = Number(rightOption(board).getAttribute('data-option'));
    act(() => void fireEvent.click(within(board).getAllByRole('button').find((b) => b.getAttribute('data-option') === String((right + 1) % 4))!));
    act(() => void fireEvent.click(within(board).getByRole('button', { name: 'See result' })));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Run over');
  });
});
