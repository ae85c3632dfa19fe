import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'tango-game',
  ready: { testId: 'tango-board' },
  storageKeys: [
    'tango-game:mode',
    'tango-game:records',
    'tango-game:game-daily',
    'tango-game:game-easy',
    'tango-game:game-medium',
    'tango-game:game-hard',
    'tango-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
