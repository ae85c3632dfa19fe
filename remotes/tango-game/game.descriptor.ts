import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'tango-game',
  ready: { testId: 'tango-board' },
  storageKeys: ['tango-game:progress', 'tango-game:records', 'tango-game:how-to-play-seen'],
  firstLoadBudgetKb: 40,
};
