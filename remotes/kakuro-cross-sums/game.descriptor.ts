import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'kakuro-cross-sums',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'kakuro-cross-sums-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('kakuro-cross-sums', LEVELS), 'kakuro-cross-sums:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 12,
  title: 'Kakuro Cross Sums',
  tagline: 'Fill each run with digits that add up to its clue',
  categories: ['puzzle', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A kakuro puzzle with black clue squares split by diagonals holding sums, and digits in the white cells' },
  metadata: {
    title: 'Kakuro Online - Free Cross Sums Number Puzzles',
    socialTitle: 'Kakuro: The Crossword Made of Numbers',
    keywords: 'kakuro, cross sums, kakuro online, number crossword, sum puzzle, logic puzzle',
    description: 'Fill each run with digits 1 to 9 that add up to its clue, with no digit repeated in a run. Notes and a combination helper included.',
  },
};
