import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'cross-sums',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'cross-sums-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('cross-sums', LEVELS), 'cross-sums:settings', 'cross-sums:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 14,
  title: 'Cross Sums',
  tagline: 'Keep or erase digits so every line hits its sum',
  categories: ['puzzle', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A number sums grid of digits with row and column targets, kept digits circled and others erased' },
  metadata: {
    title: 'Cross Sums - Free Number Sums Elimination Puzzle',
    socialTitle: 'Cross Sums: Erase Digits to Hit Every Target',
    keywords: 'cross sums, number sums, sum puzzle, math logic puzzle, erase numbers, row and column sums',
    description: 'Keep or erase digits so every row and column adds up to its target sum. Three lives per puzzle and exactly one solution.',
  },
};
