import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'quartiles',
  // The tiles; Game.tsx gives them this test id once the pack has loaded.
  ready: { testId: 'quartiles-board' },
  // The remembered mode, one game per mode, the daily records (streak), the score records, the help seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: ['quartiles:mode', 'quartiles:game-daily', 'quartiles:game-unlimited', 'quartiles:records', 'quartiles:scores', 'quartiles:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 33,
  title: 'Quartiles',
  tagline: 'Join letter tiles into words and find the five quartiles',
  categories: ['word', 'logic', 'puzzle', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 500, alt: 'A grid of twenty word-chunk tiles with PA, INT, BR and USH selected to spell PAINTBRUSH' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'quartiles, quartiles game, word tiles puzzle, build words from tiles, daily word game',
    description: 'Combine one to four letter tiles into words. Find the five quartiles that use all twenty tiles and score 100 points to reach Expert.',
  },
};
