import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'domino-merge-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'domino-merge-game-board' },
  // The game in progress (saved after every piece), the kit's score records and the frame's first-visit help.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['domino-merge-game:game', 'domino-merge-game:records', 'domino-merge-game:scores', 'domino-merge-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 26,
  title: 'Domino Merge Game',
  tagline: 'Place dominoes and merge three or more equal tiles',
  categories: ['casual', 'skill'],
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A 5×5 board of coloured dice-pip tiles with a domino of 3 and 5 waiting to be placed' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'domino merge, merged game, merge puzzle, domino puzzle, match three numbers, block puzzle',
    description: 'Place domino pieces on a 5x5 board. Three or more touching equal tiles merge into a higher one, so plan chain reactions.',
  },
};
