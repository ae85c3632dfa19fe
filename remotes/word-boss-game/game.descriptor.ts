import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'word-boss-game',
  // The board (slots, entry, tiles); Game.tsx gives it this test id.
  ready: { testId: 'word-boss-game-board' },
  // The game in play with its clock, the chosen mode/level/timer, the best scores, the daily records
  // (dailies done, streak) and the help seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: ['word-boss-game:game', 'word-boss-game:settings', 'word-boss-game:scores', 'word-boss-game:records', 'word-boss-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 11,
  title: 'Word Boss Game',
  tagline: 'Make as many words as you can from six letters',
  categories: ['skill', 'word', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'Six round letter tiles T E N A L P with found words ANT, LANE, PLAN and PLANT filling the answer slots' },
  metadata: {
    title: 'Word Boss - Free Text Twist Style Anagram Game',
    socialTitle: 'Word Boss: How Many Words From 6 Letters?',
    keywords: 'word boss, text twist, anagram game, word unscramble, make words from letters, word game',
    description: 'Make as many words as you can from six letters in two minutes. Find a word that uses all six to reach the next round.',
  },
};
