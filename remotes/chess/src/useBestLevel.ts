// The highest computer level the player has beaten: a win raises it (recording it again after a reload changes
// nothing), and the level beaten before is kept while the win stands, for the Best cell's "was". It is read from
// the records document after the first paint (stores.ts); a win shown before it is read is recorded once it is.
import { useStoreState } from '@games/shared/game-kit/records/useStoreState';
import { useEffect, useRef, useState } from 'react';
import { recordComputerWin } from './logic/best-level';
import { recordStores } from './stores';

export interface BestLevelShown {
  /** 0 before any win. */
  bestLevel: number;
  /** Set when this win raised the best: the level beaten before it (0: none); null otherwise. */
  raisedFrom: number | null;
}

const loadBestLevelStore = () => recordStores().then((records) => records.bestLevelStore);

/** `wonLevel`: the level of a win over the computer now shown, null while there is none. */
export function useBestLevel(wonLevel: number | null): BestLevelShown {
  const [bestLevel, updateBestLevel, loaded] = useStoreState(loadBestLevelStore, 0);
  const [raisedFrom, setRaisedFrom] = useState<number | null>(null);
  const latest = useRef(bestLevel);
  latest.current = bestLevel;
  useEffect(() => {
    if (wonLevel === null) {
      setRaisedFrom(null);
      return;
    }
    if (!loaded) return;
    const before = latest.current;
    const raised = recordComputerWin(before, wonLevel);
    if (raised.newBest) {
      updateBestLevel(() => raised.best);
      setRaisedFrom(before);
    }
  }, [wonLevel, loaded, updateBestLevel]);
  return { bestLevel, raisedFrom };
}
