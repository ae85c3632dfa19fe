// The result of a finished puzzle, shown once the ending is recorded (session-records.ts) and the result's view
// has loaded with the result panel's chunk (puzzle-result.ts): neither is in a puzzle's first load.
import { useCallback, useRef, useState } from 'react';
import type { GameResult } from '../ResultDialog';
import type { PuzzleEnding } from './outcome';
import type { PuzzleResultActions } from './puzzle-result';

const loadResult = () => import(/* webpackChunkName: "game-kit-result" */ './puzzle-result');

export interface PuzzleResultState {
  result: GameResult | null;
  /** A puzzle ended and its result is on its way. */
  resultPending: boolean;
  /** Shows `next` at once (null: none); a result still on its way is dropped. */
  setResult(next: GameResult | null): void;
  /**
   * Shows the ending once it is recorded and the result's view has loaded, unless another result or none was set
   * meanwhile (a new deal, restart or close before it comes drops it).
   */
  showEnding(ending: Promise<PuzzleEnding>, actions: PuzzleResultActions): void;
}

export function usePuzzleResult(): PuzzleResultState {
  const [result, setResultState] = useState<GameResult | null>(null);
  const [resultPending, setResultPending] = useState(false);
  // Which result may still arrive: a new deal, restart or close before it comes drops it.
  const resultFor = useRef(0);
  const setResult = useCallback((next: GameResult | null) => {
    resultFor.current += 1;
    setResultPending(false);
    setResultState(next);
  }, []);
  const showEnding = useCallback(
    (ending: Promise<PuzzleEnding>, actions: PuzzleResultActions) => {
      const token = ++resultFor.current;
      setResultPending(true);
      Promise.all([ending, loadResult()]).then(
        ([ended, view]) => resultFor.current === token && setResult(view.puzzleResult(ended, actions)),
        () => resultFor.current === token && setResultPending(false),
      );
    },
    [setResult],
  );
  return { result, resultPending, setResult, showEnding };
}
