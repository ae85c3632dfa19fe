import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'memory-game',
  // The matrix; Board.tsx gives it this test id (and data-phase: ready, reveal, recall, review, over).
  ready: { testId: 'memory-game-board' },
  // The round in play, the chosen reveal time, the score records (best score and level per reveal time,
  // recent scores) and that the help was seen.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['memory-game:game', 'memory-game:reveal', 'memory-game:records', 'memory-game:scores', 'memory-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 8,
  title: 'Memory Game',
  tagline: 'Remember which tiles flashed, then tap them all',
  categories: ['logic', 'casual'],
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A 5×5 grid of purple tiles with a pattern of glowing cyan tiles to remember and a tap on one of them' },
  metadata: {
    title: 'Memory Game - Free Memory Matrix Brain Trainer',
    socialTitle: 'Memory Game: Remember Which Tiles Lit Up',
    keywords: 'memory game, memory matrix, spatial memory, visual memory test, brain training, concentration',
    description: 'A pattern of tiles flashes for a moment, then hides. Tap every tile you saw; the grid grows as your visual memory improves.',
  },
};
