import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'number-connect',
  // The board (preview and grid); Game.tsx gives it this test id.
  ready: { testId: 'number-connect-board' },
  // The game in progress, the kit's score records, and the frame's "help was seen".
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['number-connect:game', 'number-connect:records', 'number-connect:scores', 'number-connect:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 10,
  title: 'Number Connect',
  tagline: 'Chain equal and doubling numbers to merge them',
  categories: ['skill', 'casual'],
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A tall board of coloured number bubbles with a chain linking 2, 2, 4, 8 and 8 that merges into 32' },
  metadata: {
    title: 'Number Connect - Free 2248 Chain Merge Puzzle',
    socialTitle: 'Number Connect: Chain Numbers for a Bigger Tile',
    keywords: 'number connect, 2248, connect numbers, merge numbers, number chain, puzzle game',
    description: 'Draw chains through equal or doubling numbers to merge them into bigger powers of two. Plan ahead to keep the board moving.',
  },
};
