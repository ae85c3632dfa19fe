import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'flexibility-game',
  // The board with the cue, the leaves and the answer buttons; Game.tsx gives it this test id.
  ready: { testId: 'flexibility-game-board' },
  // The score path's bests and history, the visit in play with its clock, the level and the rules
  // practised, and the help seen.
  storageKeys: ['flexibility-game:scores', 'flexibility-game:session', 'flexibility-game:settings', 'flexibility-game:how-to-play-seen'],
  firstLoadBudgetKb: 25,
};
