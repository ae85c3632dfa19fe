import { modeFromUrl, pageQuery, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useState } from 'react';
import { isLevel, isRelation } from './logic/pool';
import type { Settings } from './logic/settings';
import { choiceStore, DEFAULT_CHOICE, type Choice } from './stores';

/** `?seed=…&difficulty=easy&relation=antonyms&hardcore=1`: a fixed round (e2e, shared links). */
function readUrl(): { seed: string; settings: Partial<Settings> } | null {
  const asked = seededPuzzleFromUrl(isLevel);
  if (!asked) return null;
  const query = pageQuery();
  const relation = query.get('relation');
  return {
    seed: asked.seed,
    settings: {
      ...(asked.difficulty ? { level: asked.difficulty } : {}),
      ...(isRelation(relation) ? { relation } : {}),
      ...(query.has('hardcore') ? { hardcore: query.get('hardcore') === '1' } : {}),
    },
  };
}

/**
 * The player's choice of mode and settings, remembered. The URL's settings win once, when the page opens:
 * a seed (a fixed unlimited round, `urlSeed`), or ?mode=daily (a Today tile) or ?mode=unlimited&difficulty=….
 */
export function useChoice() {
  const [url] = useState(readUrl);
  const [asked] = useState(() => (url ? null : modeFromUrl(isLevel)));
  const askedChoice = asked ? { mode: asked.mode, ...(asked.difficulty ? { level: asked.difficulty } : {}) } : {};
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ ...DEFAULT_CHOICE, ...(url ? { mode: 'unlimited' as const, ...url.settings } : askedChoice) }));

  useEffect(() => {
    if (url) setChoice((c) => ({ ...c, mode: 'unlimited', ...url.settings }));
    else if (asked) setChoice((c) => ({ ...c, ...askedChoice }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  return { choice, setChoice, urlSeed: url?.seed ?? null };
}
