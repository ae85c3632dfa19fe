import { expect, test } from '@playwright/test';
import { expectShortHelp } from '../support/help';

// How to play, the kit's way (HowToPlayLayout): short rules with an example drawn by the game's own board,
// the controls for the input in use, and "Got it" on the first screen of a phone. The games converted so far;
// add a game here when its help moves onto the layout.

const CONVERTED = [
  { slug: 'queens-game', ready: 'queens-board' },
  { slug: 'tango-game', ready: 'tango-board' },
  { slug: 'sudoku', ready: 'sudoku-board' },
  { slug: 'zip-game', ready: 'zip-board' },
  { slug: 'binairo-game', ready: 'binairo-game-board' },
  { slug: 'the-black', ready: 'the-black-board' },
  { slug: 'brainvita', ready: 'brainvita-board' },
  { slug: 'one-line-draw', ready: 'one-line-draw-board' },
  { slug: 'sequent-number-game', ready: 'sequent-number-game-board' },
  { slug: 'path-puzzle-game', ready: 'path-puzzle-game-board' },
  { slug: 'arithmetic-game', ready: 'arithmetic-game-board' },
  { slug: 'flexibility-game', ready: 'flexibility-game-board' },
  { slug: 'matching-card', ready: 'matching-card-board' },
  { slug: 'sequence-game', ready: 'sequence-game-board' },
  { slug: '2048', ready: 'board-2048' },
  { slug: 'merge-and-double', ready: 'merge-and-double-board' },
  { slug: 'domino-merge-game', ready: 'domino-merge-game-board' },
  { slug: 'number-connect', ready: 'number-connect-board' },
  { slug: 'falling-stars', ready: 'falling-stars-canvas' },
  { slug: 'memory-game', ready: 'memory-game-board' },
  { slug: 'tic-tac-toe', ready: 'tic-tac-toe-board' },
  { slug: 'reversi-game', ready: 'reversi-game-board' },
  { slug: 'chess', ready: 'chess-board' },
  { slug: 'word-search', ready: 'word-search' },
  { slug: 'popular-words', ready: 'popular-words-board' },
  { slug: 'kakuro-cross-sums', ready: 'kakuro-cross-sums-board' },
  { slug: 'cross-sums', ready: 'cross-sums-board' },
  { slug: 'the-grid', ready: 'the-grid-board' },
  { slug: 'word-scramble', ready: 'word-scramble-board' },
  { slug: 'quiz-master-game', ready: 'quiz-master-game-board' },
  { slug: 'word-scrabble', ready: 'word-scrabble-board' },
  { slug: 'connections-game', ready: 'connections-game-board' },
  { slug: 'word-boss-game', ready: 'word-boss-game-board' },
  { slug: 'word-match', ready: 'word-match-board' },
  { slug: 'quartiles', ready: 'quartiles-board' },
  { slug: 'crossclimb-game', ready: 'crossclimb-game-board' },
] as const;

const SCREENS = [
  { name: 'phone', touch: true, use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'laptop', touch: false, use: { viewport: { width: 1366, height: 768 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(`how to play on a ${screen.name}`, () => {
    test.use(screen.use);
    for (const game of CONVERTED) {
      test(`${game.slug}: short rules, an example board, the ${screen.touch ? 'touch' : 'mouse and keyboard'} controls, Got it in view`, async ({ page }) => {
        await page.goto(`/game/${game.slug}?seed=e2e-help`);
        // The first visit opens the help by itself.
        await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible({ timeout: 30_000 });
        await expectShortHelp(page, { touch: screen.touch });
      });
    }
  });
}
