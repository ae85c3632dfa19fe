import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: 'queens-game',
  ready: { testId: 'queens-board' },
  // Read on opening: the kit's mode, records and daily game (the remembered mode is the daily one at first; each
  // level's game, '<slug>:game-<level>', is read only when that level is chosen), the game's options and the
  // frame's help-seen flag.
  storageKeys: [
    'queens-game:mode',
    'queens-game:records',
    'queens-game:game-daily',
    'queens-game:settings',
    'queens-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 21,
  title: 'Queens Game',
  tagline: 'One queen in every row, column and colour region',
  categories: ['logic'],
  daily: true,
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 6×6 grid of coloured regions with black crowns placed one per row, column and region, and crosses on blocked cells' },
  metadata: {
    title: '',
    socialTitle: '',
    keywords: 'queens game, queens puzzle, daily queens, coloured regions puzzle, logic puzzle, star battle',
    description: 'Place one queen in every row, column and coloured region, with no two queens touching, not even diagonally. A fresh logic puzzle daily.',
  },
};
