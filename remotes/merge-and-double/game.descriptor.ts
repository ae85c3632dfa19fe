import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'merge-and-double',
  // The board (queue and columns); Game.tsx gives it this test id.
  ready: { testId: 'merge-and-double-board' },
  // The game in progress, the kit's score records, and the frame's "help was seen".
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['merge-and-double:game', 'merge-and-double:records', 'merge-and-double:scores', 'merge-and-double:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 13,
  title: 'Merge And Double',
  tagline: 'Drop numbered blocks and merge equal neighbours',
  categories: ['puzzle', 'skill', 'casual'],
  image: { src: 'card.svg', width: 400, height: 500, alt: 'Columns of stacked coloured number blocks with a 4 block dropping onto another 4 to merge' },
  metadata: {
    title: 'Merge and Double - Free Drop and Merge Number Game',
    socialTitle: 'Merge and Double: Drop Blocks, Chain Merges',
    keywords: 'merge and double, x2 blocks, drop and merge, merge numbers, number blocks, 2048 blocks',
    description: 'Drop numbered blocks into five columns. Equal neighbours merge and double, setting off chain reactions. Keep the columns from filling up.',
  },
};
