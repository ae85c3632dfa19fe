import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
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
