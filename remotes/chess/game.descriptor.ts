import type { GameDescriptor } from '@games/shared/contracts';

/** What the portal's e2e drills and benches need to know about this game (see GameDescriptor). */
export const descriptor: GameDescriptor = {
  slug: 'chess',
  ready: { testId: 'chess-board' },
  storageKeys: ['chess:settings', 'chess:game', 'chess:how-to-play-seen', 'chess:best-level'],
  firstLoadBudgetKb: 40,
  e2ePath: '/game/chess?level=1&color=white',
};
