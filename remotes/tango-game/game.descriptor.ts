import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'tango-game',
  ready: { testId: 'tango-board' },
  // Read on opening: the kit's mode, records and daily game (the remembered mode is the daily one at first; each
  // level's game, '<slug>:game-<level>', is read only when that level is chosen) and the
  // frame's help-seen flag.
  storageKeys: [
    'tango-game:mode',
    'tango-game:records',
    'tango-game:game-daily',
    'tango-game:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
