import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'word-scrabble',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'word-scrabble-board' },
  // The game in progress, the best score per level (the kit's score records) and that the help was seen.
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1).
  storageKeys: ['word-scrabble:game', 'word-scrabble:records', 'word-scrabble:scores', 'word-scrabble:how-to-play-seen'],
  // A game with an engine and a dictionary: the engine runs in a worker and the dictionary is a separate asset,
  // so neither is in the first chunk (about 24 KB gzip measured), but the issue sets the dictionary games' budget.
  firstLoadBudgetKb: 40,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 31,
  title: 'Word Scrabble',
  tagline: 'Build words on a bonus-square board against the computer',
  categories: ['word', 'logic', 'puzzle'],
  image: { src: 'card.svg', width: 400, height: 360, alt: 'A word board with premium squares and the crossing words GAME, PLAY and HERO in letter tiles, above a rack of seven tiles' },
  metadata: {
    title: 'Word Scrabble - Free Crossword Board Game vs Computer',
    socialTitle: 'Word Scrabble: Outscore the Computer',
    keywords: 'word scrabble, crossword board game, word board game, words vs computer, letter tiles, word game',
    description: 'Build words on a 15x15 board with premium squares and outscore the computer. Use all seven tiles in one play for a 50-point bonus.',
  },
};
