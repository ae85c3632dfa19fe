import { bestShown, hintWords, isNewBestScore, puzzleOutcome } from './result-rules';
import { dailyNumber, shareHeading, siteAndGame } from './share-heading';

const solve = { status: 'won' as const, timeMs: 38_000, hints: 0, mistakes: 0, daily: false };
const time = (ms: number) => `0:${String(ms / 1000).padStart(2, '0')}`;

describe('the result contract: puzzles (best time)', () => {
  it('calls only a solve solved: a game that ends without one sets no best, no flawless, no daily', () => {
    const stuck = puzzleOutcome({ ...solve, status: 'lost', daily: true, priorBestMs: 60_000 });
    expect(stuck).toMatchObject({ solved: false, flawless: false, countsForBest: false, newBest: false, dailyDone: false, helped: null });
    expect(stuck.bestMs).toBe(60_000);
  });

  it('a clean solve is flawless and sets the best when it beats the one before (or is the first)', () => {
    expect(puzzleOutcome({ ...solve, priorBestMs: 45_000 })).toMatchObject({ solved: true, flawless: true, newBest: true, bestMs: 38_000 });
    expect(puzzleOutcome(solve)).toMatchObject({ newBest: true, bestMs: 38_000 });
    expect(puzzleOutcome({ ...solve, priorBestMs: 30_000 })).toMatchObject({ newBest: false, bestMs: 30_000 });
  });

  it('a mistake costs "flawless", not the best time', () => {
    expect(puzzleOutcome({ ...solve, mistakes: 1, priorBestMs: 45_000 })).toMatchObject({ flawless: false, newBest: true });
  });

  it('a hint is a reveal: the solve is done (a daily too) but sets no best and is not flawless', () => {
    const helped = puzzleOutcome({ ...solve, hints: 11, daily: true, priorBestMs: 90_000 });
    expect(helped).toMatchObject({ solved: true, flawless: false, countsForBest: false, newBest: false, dailyDone: true, bestMs: 90_000 });
    expect(helped.helped).toBe('with 11 hints');
    expect(hintWords(1)).toBe('with 1 hint');
    expect(hintWords(0)).toBeNull();
  });
});

describe('the result contract: scores', () => {
  it('a higher score is a new best; nothing scored never is', () => {
    expect(isNewBestScore(1200, 800)).toBe(true);
    expect(isNewBestScore(800, 800)).toBe(false);
    expect(isNewBestScore(40, undefined)).toBe(true);
    expect(isNewBestScore(0, undefined)).toBe(false);
  });
});

describe('the Best cell', () => {
  it('shows the figure beaten and the new one, with a badge, never the badge alone', () => {
    expect(bestShown(time, { previous: 45_000, current: 38_000, newBest: true })).toEqual({
      previous: '0:45',
      current: '0:38',
      newBest: true,
      spoken: '0:38, a new best (was 0:45)',
    });
    expect(bestShown(String, { current: 2048, newBest: true })).toMatchObject({ current: '2048', previous: undefined, spoken: '2048, a new best' });
    expect(bestShown(time, { current: 30_000, newBest: false })).toEqual({ current: '0:30', newBest: false, spoken: '0:30' });
    expect(bestShown(time, { newBest: false })).toMatchObject({ current: '–' });
  });
});

describe('the share heading', () => {
  it('names the site and the puzzle as players do', () => {
    expect(shareHeading({ game: 'Queens', daily: '2025-03-23', siteName: 'Playfield Games' })).toBe('Playfield Queens #82');
    expect(shareHeading({ game: '2048', detail: '4×4', siteName: 'Playfield Games' })).toBe('Playfield 2048 · 4×4');
    expect(shareHeading({ game: 'Zip', siteName: null })).toBe('Zip');
    expect(siteAndGame('Tango', 'Arcadia')).toBe('Arcadia Tango');
    expect(dailyNumber('2025-01-01')).toBe(1);
    expect(dailyNumber('2026-01-01')).toBe(366);
  });

  it('reads the site name from the runtime configuration the host puts in the page', () => {
    document.body.innerHTML = '<script type="application/json" id="portal-config">{"siteName":"Playfield Games"}</script>';
    expect(shareHeading({ game: 'Queens', daily: '2025-03-23' })).toBe('Playfield Queens #82');
    document.body.innerHTML = '';
    expect(shareHeading({ game: 'Queens', daily: '2025-03-23' })).toBe('Queens #82');
  });
});
