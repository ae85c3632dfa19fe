// The player's records against the computer, in the game's records document (`games:chess:records` v2): wins,
// losses and draws per level, and the highest level beaten ('level' on the totals board). What earlier releases
// kept apart (`chess:tally`, `chess:best-level`) folds in on first load. Loaded after the first paint (stores.ts).
import { isCount } from '@games/shared/game-kit/guards';
import { createTallyStore, tallyFormats } from '@games/shared/game-kit/opponent/tally-store';
import { bestFormat, bestOf, withBestIn } from '@games/shared/game-kit/records/best-view';
import { TOTALS_KEY } from '@games/shared/game-kit/records/document';
import { createRecordsView } from '@games/shared/game-kit/records/store';
import { GAME_KEY } from './stores';

const TALLY_KEY = `${GAME_KEY}:tally`;
/** 'chess:best-level' version 1: the level as a number, 0 before any win. */
const BEST_LEVEL_V1 = bestFormat('best-level', 1, TOTALS_KEY, 'level', isCount, 0);

/** Wins, losses and draws vs the computer, per level ('1'..'8'). */
export const tallyStore = createTallyStore({ key: TALLY_KEY, older: [BEST_LEVEL_V1] });

/** The highest computer level the player has beaten (0 before any win). */
export const bestLevelStore = createRecordsView<number>({
  gameKey: GAME_KEY,
  view: (doc) => bestOf(doc, TOTALS_KEY, 'level') ?? 0,
  withView: (doc, level) => withBestIn(doc, TOTALS_KEY, 'level', level),
  empty: () => 0,
  legacy: tallyFormats({ key: TALLY_KEY, older: [BEST_LEVEL_V1] }),
});
