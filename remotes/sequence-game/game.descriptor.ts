import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'sequence-game',
  // The pads; Board.tsx gives it this test id (and data-phase: ready, playback, input, over).
  ready: { testId: 'sequence-game-board' },
  // The game in play, the settings (mode, casual, sound), the score records (best level per mode, recent
  // levels) and that the help was seen.
  storageKeys: ['sequence-game:game', 'sequence-game:settings', 'sequence-game:scores', 'sequence-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
