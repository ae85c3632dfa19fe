// The highest computer level the player has beaten: a win raises it (recording it again after a reload changes
// nothing), and the level beaten before is kept while the win stands, for the Best cell's "was".
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useState } from 'react';
import { recordComputerWin } from './logic/best-level';
import { bestLevelStore } from './stores';

export interface BestLevelShown {
  /** 0 before any win. */
  bestLevel: number;
  /** Set when this win raised the best: the level beaten before it (0: none); null otherwise. */
  raisedFrom: number | null;
}

/** `wonLevel`: the level of a win over the computer now shown, null while there is none. */
export function useBestLevel(wonLevel: number | null): BestLevelShown {
  const [bestLevel, setBestLevel] = usePersistentState(bestLevelStore, 0);
  const [raisedFrom, setRaisedFrom] = useState<number | null>(null);
  useEffect(() => {
    if (wonLevel === null) {
      setRaisedFrom(null);
      return;
    }
    const before = bestLevelStore.load() ?? 0;
    const raised = recordComputerWin(before, wonLevel);
    if (raised.newBest) {
      setBestLevel(raised.best);
      setRaisedFrom(before);
    }
  }, [wonLevel, setBestLevel]);
  return { bestLevel, raisedFrom };
}
