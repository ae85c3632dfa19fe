import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'queens-game',
  ready: { testId: 'queens-board' },
  storageKeys: [
    'queens-game:mode',
    'queens-game:records',
    'queens-game:game-daily',
    'queens-game:game-easy',
    'queens-game:game-medium',
    'queens-game:game-hard',
    'queens-game:settings',
    'queens-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
