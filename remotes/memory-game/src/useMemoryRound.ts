// The round as it is played: the step-score session (the saved round, records, the announcer), the clock that
// ends the reveal and the review, the picks, the end's result and the page left and come back to. Rules come
// from logic/; this hook keeps time and says what changed.
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_REVEAL_MS, newGame, nextTrial, pick, resumeAt, startReveal, tick, type MatrixGame, type RevealMs } from './logic/game';
import { endWords, memoryResult } from './memoryResult';
import { gameStore, revealStore, scoreKey, SLUG } from './stores';
import { useLeaveAndReturn } from '@games/shared/game-kit/useLeaveAndReturn';
import { changeWords } from './words';

const now = () => Date.now();

/** What the step-score session needs to know of a round; bests are per reveal time. */
const rules = {
  store: gameStore,
  isOver: (game: MatrixGame) => game.phase === 'over',
  score: (game: MatrixGame) => game.score,
  extras: (game: MatrixGame) => ({ level: game.bestLevel, perfect: game.perfect }),
  scoreKeyOf: (game: MatrixGame) => scoreKey(game.revealMs),
};

export function useMemoryRound() {
  const [revealMs, setRevealMs] = usePersistentState<RevealMs>(revealStore, DEFAULT_REVEAL_MS);
  const session = useStepScoreSession({
    ...rules,
    gameKey: SLUG,
    newGame: (seed) => newGame(seed, revealMs),
    // A seeded URL's round is continued when it is the saved one.
    open(seed) {
      const saved = gameStore.load();
      return saved && (!seed || saved.seed === seed) ? resumeAt(saved, now()) : newGame(seed ?? randomSeed(), revealMs);
    },
  });
  const { game, announce, play, current } = session;
  const [result, setResult] = useState<GameResult | null>(null);
  const [focusOnRecall, setFocusOnRecall] = useState(false);

  /** Makes `next` the game (saved by the session) and says what changed; the end with its result. */
  const show = useCallback(
    (next: MatrixGame) => {
      const before = current();
      const outcome = play(next);
      const words = changeWords(before, next);
      if (words) announce(words);
      else if (outcome) {
        announce(endWords(next, outcome));
        setResult(memoryResult(next, outcome, announce, () => restartRef.current()));
      }
    },
    [announce, play, current],
  );

  const revealNow = useRef(revealMs);
  revealNow.current = revealMs;
  const restart = useCallback(
    (revealTime: RevealMs = revealNow.current) => {
      setResult(null);
      setFocusOnRecall(true);
      show(startReveal(newGame(randomSeed(), revealTime), now()));
    },
    [show],
  );
  const restartRef = useRef(restart);
  restartRef.current = restart;

  // The reveal and the review end by the clock; the logic says when, the view waits for it.
  useEffect(() => {
    if (game.endsAt === null) return;
    const timer = window.setTimeout(() => show(tick(current(), now())), Math.max(0, game.endsAt - now()));
    return () => window.clearTimeout(timer);
  }, [game.endsAt, game.phase, show, current]);

  // A round in play is saved as it is when the page is left; a reveal the player could not see (the tab was
  // hidden) shows again in full when the page is back.
  useLeaveAndReturn(
    () => gameStore.save(current()),
    () => {
      if (current().phase === 'reveal') show(resumeAt(current(), now()));
    },
  );

  /** A new reveal time: kept, and a new round with it unless one is under way past its first trial (bests are per reveal time). */
  const chooseRevealMs = (ms: RevealMs) => {
    setRevealMs(ms);
    revealNow.current = ms;
    const inRound = current().phase !== 'ready' && current().phase !== 'over';
    if (!inRound || current().trial === 0) show(newGame(current().seed, ms));
  };

  return {
    game,
    revealMs,
    chooseRevealMs,
    records: session.records,
    best: session.best,
    result,
    closeResult: () => setResult(null),
    announcement: session.announcement,
    focusOnRecall,
    start: () => {
      setFocusOnRecall(true);
      show(startReveal(current(), now()));
    },
    goOn: () => show(nextTrial(current(), now())),
    pick: (cell: number) => show(pick(current(), cell, now())),
    restart,
  };
}
