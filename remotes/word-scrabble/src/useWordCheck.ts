// The tiles placed this turn, checked as the player places them: the geometry and score at once, the words
// against the dictionary (in the engine) as soon as it answers. A newer placement aborts an older question.
import { useEffect, useMemo, useState } from 'react';
import type { EngineRequest, EngineResponse } from './logic/engine';
import { toPlacements, type PendingTile } from './logic/pending';
import { checkPlacement, type PlacementCheck } from './logic/placement';

export type AskEngine = (request: EngineRequest, signal?: AbortSignal) => Promise<EngineResponse>;

export interface WordCheck {
  placement: PlacementCheck | null;
  /** The placed words not in the word list; null until the dictionary answered for these words. */
  invalid: string[] | null;
}

export function useWordCheck(ask: AskEngine, board: string, pending: readonly PendingTile[]): WordCheck {
  const [check, setCheck] = useState<{ key: string; invalid: string[] | null } | null>(null);
  const placement = useMemo(() => (pending.length ? checkPlacement(board, toPlacements(pending)) : null), [board, pending]);
  const wordsKey = placement?.ok ? placement.words.map((w) => w.word).join(',') : '';

  useEffect(() => {
    if (!wordsKey) return;
    const controller = new AbortController();
    setCheck({ key: wordsKey, invalid: null });
    ask({ kind: 'check', words: wordsKey.split(',') }, controller.signal)
      .then((response) => response.kind === 'check' && setCheck({ key: wordsKey, invalid: response.invalid }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wordsKey, ask]);

  return { placement, invalid: check?.key === wordsKey ? check.invalid : null };
}
