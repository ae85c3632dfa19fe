import type { GameDescriptor } from '@games/shared/contracts';
import { LEVELS } from './src/logic/levels';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'one-line-draw',
  // The figure; Game.tsx gives it this test id.
  ready: { testId: 'one-line-draw-board' },
  // The kit's puzzle session keeps the remembered mode and level, the records and the game of each slot (the
  // daily, then one per map level); the game keeps each level's stars; the frame remembers the help was seen.
  storageKeys: [
    'one-line-draw:mode',
    'one-line-draw:records',
    'one-line-draw:game-daily',
    ...LEVELS.map((level) => `one-line-draw:game-${level.value}`),
    'one-line-draw:stars',
    'one-line-draw:how-to-play-seen',
  ],
  firstLoadBudgetKb: 25,
};
