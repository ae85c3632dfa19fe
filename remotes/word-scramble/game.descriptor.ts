import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'word-scramble',
  // The current word (or the finished round's summary); Game.tsx gives it this test id.
  ready: { testId: 'word-scramble-board' },
  // The round in play with its clock, the chosen mode/level/timer, the best scores, the daily records
  // (dailies done, streak) and the help seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: ['word-scramble:round', 'word-scramble:settings', 'word-scramble:scores', 'word-scramble:records', 'word-scramble:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 35,
  title: 'Word Scramble',
  tagline: 'Unscramble the letters to find the hidden word',
  categories: ['word', 'logic', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 300, alt: 'Scrambled letter tiles D N E A R G being unscrambled into the word GARDEN, with the first letters in place' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'word scramble, unscramble words, jumble, anagram puzzle, word game, spelling game',
    description: 'Unscramble the letters to find the hidden word. Ten words per round, with shuffle and hints, from short words to eight letters.',
  },
};
