import { usePersistentState } from '@games/shared/game-kit';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useEffect, useMemo, useState } from 'react';
import { dealer } from './dealer';
import { levelResult } from './levelResult';
import { tracesNeeded } from './logic/figure';
import { DAILY_LEVEL, LEVELS, levelLabel, starsFor } from './logic/levels';
import { oneLineRules } from './logic/rules';
import { starText, withEarnedStars } from '@games/shared/game-kit/levels/stars';
import { tracesMade } from './logic/trace';
import { starsStore, type Stars } from './stores';

/**
 * One-line drawing's lifecycle: the kit's puzzle session keeps the figure of each level and the daily, the
 * stroke (undo, hints, clock, records, result); the map's best stars are kept beside it, and the result leads on
 * to the next level or the map.
 */
export function useOneLineGame(gameKey: string) {
  const game = usePuzzleSession({
    gameKey,
    title: 'One Line',
    rules: oneLineRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    bestKey: (session) => (session.mode === 'daily' ? 'daily' : session.level),
    deal: ({ mode, level, seed, signal }) => dealer.call({ mode, level, seed }, { signal }),
    describeMove: (_before, after, session) => `${tracesMade(after)} of ${tracesNeeded(session.puzzle)} lines traced.`,
    describeDeal: (session) =>
      `${session.mode === 'daily' ? 'Daily figure' : levelLabel(session.level)}: ${session.puzzle.dots.length} dots, ${tracesNeeded(session.puzzle)} lines to trace.`,
    shareLines: (session) => (session.mode === 'daily' ? [] : [`${starText(starsFor(session.hints))}`]),
    resultLines: (session) => (session.mode === 'daily' ? [] : [{ label: 'Stars', value: starText(starsFor(session.hints)) }]),
  });
  const [stars, setStars] = usePersistentState<Stars>(starsStore, {});
  const [mapOpen, setMapOpen] = useState(false);
  const session = game.session;

  // A solved map level keeps its best stars.
  useEffect(() => {
    if (session?.status !== 'won' || session.mode !== 'unlimited') return;
    const earned = starsFor(session.hints);
    setStars((prior) => withEarnedStars(prior, session.level, earned));
  }, [session?.status, session?.mode, session?.level, session?.hints, setStars]);

  // The kit's result, with the stars earned and the way on to the next level.
  const kitResult = game.frameProps.result;
  const result = useMemo(() => {
    if (!kitResult || !session || session.mode !== 'unlimited') return kitResult;
    return levelResult(kitResult, session.level, { playLevel: (next) => game.choose('unlimited', next), openMap: () => setMapOpen(true) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands for its session's end
  }, [kitResult]);

  return { game, stars, result, mapOpen, setMapOpen };
}

export type OneLineGame = ReturnType<typeof useOneLineGame>['game'];
