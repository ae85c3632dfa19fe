import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'word-search',
  ready: { testId: 'word-search-grid' },
  storageKeys: ['word-search:mode', 'word-search:records', 'word-search:game-daily', 'word-search:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
