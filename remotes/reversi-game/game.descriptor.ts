import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'reversi-game',
  // The board; Game.tsx gives it this test id.
  ready: { testId: 'reversi-game-board' },
  // The game in progress, the records document (the tally per level) and the tally's key before it (carried over
  // once), the settings (legal-move dots); the frame remembers the help.
  storageKeys: ['reversi-game:game', 'reversi-game:records', 'reversi-game:tally', 'reversi-game:settings', 'reversi-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 16,
  title: 'Reversi Game',
  tagline: 'Outflank your opponent and flip discs to your colour',
  categories: ['logic', 'casual'],
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A green reversi board with black and white discs in mid-game and dots marking legal moves' },
  metadata: {
    title: 'Reversi Online - Free Othello Game vs Computer',
    socialTitle: 'Reversi: Outflank and Flip the Board',
    keywords: 'reversi, othello, reversi online, othello vs computer, board game, strategy game',
    description: 'Outflank your opponent to flip discs on the 8x8 board. Play Reversi against the computer on three levels or with a friend.',
  },
};
