import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'zip-game',
  ready: { testId: 'zip-board' },
  storageKeys: ['zip-game:mode', 'zip-game:game-daily', 'zip-game:records', 'zip-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
