import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useMemo, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { levelResult } from './levelResult';
import { starsFor } from './logic/flows';
import { DAILY_LEVEL, LEVELS, isLevel } from './logic/levels';
import { pickerLevels } from './logic/picker';
import { flowRules } from './logic/rules';
import { starText, withEarnedStars } from '@games/shared/game-kit/levels/stars';
import { dealWords, moveWords, shareLine } from './logic/words';
import { starsStore, type Stars } from './stores';

/**
 * Flow's lifecycle: the kit's puzzle session plays the rules (saving, undo, hints, records, daily, the result);
 * each level's best stars are kept beside it, the result leads on to the next level or the map, and the picker
 * lists the packs.
 */
export function useFlowGame() {
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title: 'Flow',
    rules: flowRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    // The daily is a board of its own (from the day's seed), not 7×7 level 1: it keeps its own best time.
    bestKey: (session) => (session.mode === 'daily' ? 'daily' : session.level),
    // A numbered level is the same board for everyone (its seed is fixed); the daily comes from the day's seed.
    // The worker client loads with the first deal, after the frame's first paint.
    deal: async ({ mode, seed, level, signal }) => (await import('./dealer')).dealer.call({ mode, seed, level: isLevel(level) ? level : LEVELS[0].value }, { signal }),
    describeDeal: (session) => dealWords(session.puzzle.puzzle, session.mode, session.level),
    describeMove: (before, after, session) => moveWords(session.puzzle.puzzle, before, after),
    resultLines: (session) => {
      const board = session.history.present;
      const colours = session.puzzle.puzzle.ends.length;
      const earned = starsFor(colours, board.moves, session.hints);
      return [
        { label: 'Moves', value: `${board.moves} (perfect ${colours})` },
        { label: 'Stars', value: <span aria-label={`${earned} of 3 stars`}>{starText(earned)}</span> },
      ];
    },
    shareLines: (session) => [shareLine(session.puzzle.puzzle, session.history.present, session.mode, session.level, session.hints)],
  });
  const session = game.session;
  const [bestStars, setBestStars] = usePersistentState<Stars>(starsStore, {});
  const [mapOpen, setMapOpen] = useState(false);

  // A solved level keeps its best stars (perfect = one move per colour, no hint).
  useEffect(() => {
    if (session?.status !== 'won' || session.mode !== 'unlimited') return;
    const earned = starsFor(session.puzzle.puzzle.ends.length, session.history.present.moves, session.hints);
    setBestStars((prior) => withEarnedStars(prior, session.level, earned));
  }, [session, setBestStars]);

  const kitResult = game.frameProps.result;
  const result = useMemo(() => {
    if (!kitResult || !session) return kitResult;
    return levelResult(kitResult, session, { playLevels: (level) => game.choose('unlimited', level), openMap: () => setMapOpen(true) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands for its session's end
  }, [kitResult]);

  // The picker lists the packs; the level map shows every numbered level.
  const levels = useMemo(() => pickerLevels(game.mode === 'unlimited' ? game.level : null, bestStars), [game.mode, game.level, bestStars]);
  const frameGame = {
    ...game,
    levels,
    frameProps: { ...game.frameProps, result, onRestart: () => setMapOpen(true), restartLabel: 'Levels' },
  };

  return { game, frameGame, bestStars, mapOpen, setMapOpen };
}

export type FlowGame = ReturnType<typeof useFlowGame>['game'];
