import { useCallback, useMemo, useState } from 'react';
import { createStore } from './storage';

const isTrue = (value: unknown): value is true => value === true;

/**
 * Whether the player has already seen something once per game (e.g. the how-to-play dialog),
 * remembered in storage under '<gameKey>:<what>-seen'.
 */
export function useFirstVisit(gameKey: string, what = 'how-to-play'): { seen: boolean; markSeen: () => void } {
  const store = useMemo(() => createStore({ key: `${gameKey}:${what}-seen`, version: 1, validate: isTrue }), [gameKey, what]);
  const [seen, setSeen] = useState(() => store.load() === true);
  const markSeen = useCallback(() => {
    store.save(true);
    setSeen(true);
  }, [store]);
  return { seen, markSeen };
}
