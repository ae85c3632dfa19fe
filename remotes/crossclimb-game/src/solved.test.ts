import { puzzleRecordsStore } from '@games/shared/game-kit/puzzle/session-records';
import { puzzleRecordsOf } from '@games/shared/game-kit/records/puzzle-view';
import { markSolved, solvedStore } from './solved';

const v1 = (data: unknown) => JSON.stringify({ v: 1, data });
const RECORDS_V1 = { bestTimes: { classic: 95_000 }, dailyDone: {}, played: 3, won: 2, currentStreak: 0, maxStreak: 1 };

describe('the ladders solved, in the records document', () => {
  beforeEach(() => localStorage.clear());

  it('carries `:solved` v1 over, even into a document the puzzle session saved first, and keeps its records', () => {
    localStorage.setItem('games:crossclimb-game:solved', v1(['l001', 'l017']));
    localStorage.setItem('games:crossclimb-game:records', v1(RECORDS_V1));
    // The puzzle session's records move first (it loads after the first paint); it does not know the ticks.
    expect(puzzleRecordsStore('crossclimb-game').load()).toEqual(RECORDS_V1);
    expect(solvedStore.load()).toEqual(['l001', 'l017']);
    expect(localStorage.getItem('games:crossclimb-game:solved')).toBeNull();
    markSolved('l042');
    markSolved('l017');
    expect(solvedStore.load()).toEqual(['l001', 'l017', 'l042']);
    expect(puzzleRecordsOf(JSON.parse(localStorage.getItem('games:crossclimb-game:records')!).data)).toEqual(RECORDS_V1);
  });

  it('discards corrupt ids, and a first win is ticked', () => {
    localStorage.setItem('games:crossclimb-game:solved', v1([1, 2]));
    expect(solvedStore.load() ?? []).toEqual([]);
    expect(localStorage.getItem('games:crossclimb-game:solved')).toBeNull();
    markSolved('l005');
    expect(solvedStore.load()).toEqual(['l005']);
  });
});
