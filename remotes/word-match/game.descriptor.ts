import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'word-match',
  // The board (start panel or the two columns); Game.tsx gives it this test id once the pairs have loaded.
  ready: { testId: 'word-match-board' },
  // The chosen mode and settings, the round in play with its clock, the best scores, the daily records, the help seen.
  // The records document (`:records` v2: scores and dailies); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:records` v1).
  storageKeys: ['word-match:settings', 'word-match:round', 'word-match:scores', 'word-match:records', 'word-match:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 6,
  title: 'Word Match',
  tagline: 'Pair each word with its synonym, opposite or definition',
  categories: ['skill', 'word', 'puzzle', 'casual', 'educational'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 360, alt: 'Two columns of word tiles with synonym pairs such as big and large being matched' },
  metadata: {
    title: 'Word Match - Free Synonym and Definition Pairs Game',
    socialTitle: 'Word Match: Pair Up Words Against the Clock',
    keywords: 'word match, match the pairs, synonyms game, antonyms, vocabulary game, word pairs, definitions',
    description: 'Tap a word, then its partner: synonyms, opposites or definitions. Build combos before the clock runs out and grow your vocabulary.',
  },
};
