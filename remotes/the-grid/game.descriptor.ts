import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import { storageKeys } from '@games/shared/game-kit/puzzle/slots';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'the-grid',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'the-grid-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot
  // (daily, then one per level); the frame remembers that the help was seen.
  storageKeys: [...storageKeys('the-grid', LEVELS), 'the-grid:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 30,
  title: 'The Grid',
  tagline: 'Fill cells from the number clues to reveal a picture',
  categories: ['puzzle', 'skill', 'logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A nonogram grid with number clues on the rows and columns, half filled in to reveal a pink heart' },
  metadata: {
    title: 'The Grid - Free Nonogram Picture Logic Puzzles',
    socialTitle: 'The Grid: Reveal the Hidden Picture',
    keywords: 'the grid, nonogram, griddlers, picross, picture logic puzzle, paint by numbers',
    description: 'Use the number clues on every row and column to fill the right cells and reveal a hidden picture. Nonograms from 5x5 to 20x20.',
  },
};
