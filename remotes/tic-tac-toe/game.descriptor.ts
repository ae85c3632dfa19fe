import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'tic-tac-toe',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'tic-tac-toe-board' },
  // The options, the game in progress, the records document (the tally) and the tally's key before it (carried over
  // once); the frame remembers that the help was seen.
  storageKeys: ['tic-tac-toe:settings', 'tic-tac-toe:game', 'tic-tac-toe:records', 'tic-tac-toe:tally', 'tic-tac-toe:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 4,
  title: 'Tic Tac Toe',
  tagline: 'Three in a row against the computer or a friend',
  categories: ['skill', 'casual', 'puzzle'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A tic-tac-toe board where three red crosses in a diagonal win against blue noughts' },
  metadata: {
    title: 'Tic Tac Toe Online - Play vs Computer or a Friend',
    socialTitle: 'Tic Tac Toe: Can You Beat the Impossible Level?',
    keywords: 'tic tac toe, noughts and crosses, x and o, tic tac toe vs computer, 2 player tic tac toe',
    description: 'Play noughts and crosses against the computer on Easy, Medium or Impossible, or challenge a friend on the same screen.',
  },
};
