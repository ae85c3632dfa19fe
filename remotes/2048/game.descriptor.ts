import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor); its catalogue record follows. */
export const descriptor: GameDescriptor = {
  slug: '2048',
  ready: { testId: 'board-2048' },
  // The records document (`:records` v2, with the score records); the older keys it is made from are read once,
  // carried over and removed (`:scores` v1, `:best`).
  storageKeys: ['2048:game-4', '2048:records', '2048:scores', '2048:best', '2048:settings', '2048:how-to-play-seen'],
  // 15 KB until the score store published the home page's progress (+161 B gzip: the writers themselves load later);
  // 15.6 KB since 2048 plays on the kit's step-score session (+417 B gzip: one session for the seven score games).
  firstLoadBudgetKb: 15.6,
  e2ePath: '/game/2048?seed=e2e-saves',
};

/** The game's card and page in the portal: its catalogue record, published with each release. Its art is card.svg beside this file. */
export const catalog: CatalogRecord = {
  id: 19,
  title: '2048',
  tagline: 'Slide tiles and merge numbers to reach 2048',
  categories: ['puzzle', 'skill', 'casual'],
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 2048 board with classic coloured number tiles from 2 up to 2048' },
  metadata: {
    title: 'Play 2048 Online Free - Slide Tiles to Reach 2048',
    socialTitle: '2048: Slide, Merge and Reach the 2048 Tile',
    keywords: '2048, 2048 game, 2048 online, slide puzzle, merge tiles, number puzzle',
    description: 'Slide the tiles on a 4x4 board and merge equal numbers to reach the 2048 tile. Your game and best score are saved automatically.',
  },
};
