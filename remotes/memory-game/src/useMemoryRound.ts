// The round as it is played: the saved round, the clock that ends the reveal and the review, the picks, the end
// (score records and result) and the page left and come back to. Rules come from logic/; this hook keeps state
// and time and says what changed.
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_REVEAL_MS, newGame, nextTrial, pick, resumeAt, startReveal, tick, type MatrixGame, type RevealMs } from './logic/game';
import { endWords, memoryResult } from './memoryResult';
import { gameStore, revealStore, scoreKey, SLUG } from './stores';
import { useLeaveAndReturn } from '@games/shared/game-kit/useLeaveAndReturn';
import { changeWords } from './words';

const now = () => Date.now();

/** The game on arrival: a seeded URL's round (continued if it is the saved one), else the saved round, else a new one. */
function arrival(revealMs: RevealMs): MatrixGame {
  const seed = seedFromUrl();
  const saved = gameStore.load();
  if (saved && (!seed || saved.seed === seed)) return resumeAt(saved, now());
  return newGame(seed ?? randomSeed(), revealMs);
}

export function useMemoryRound() {
  const [revealMs, setRevealMs] = usePersistentState<RevealMs>(revealStore, DEFAULT_REVEAL_MS);
  const [game, setGameState] = useState<MatrixGame>(() => arrival(revealMs));
  const current = useRef(game);
  const { announcement, announce } = useAnnouncer();
  const scores = useScoreRecords(SLUG, scoreKey(game.revealMs));
  const [result, setResult] = useState<GameResult | null>(null);
  const [focusOnRecall, setFocusOnRecall] = useState(false);

  const finish = useCallback(
    (ended: MatrixGame) => {
      const outcome = scores.finishRound(ended.score, { level: ended.bestLevel, perfect: ended.perfect });
      announce(endWords(ended, outcome));
      setResult(memoryResult(ended, outcome, announce, () => restartRef.current()));
    },
    [announce, scores],
  );

  /** Makes `next` the game: saves it and says what changed. */
  const show = useCallback(
    (next: MatrixGame) => {
      const before = current.current;
      if (next === before) return;
      current.current = next;
      setGameState(next);
      gameStore.save(next);
      const words = changeWords(before, next);
      if (words) announce(words);
      else if (next.phase === 'over' && before.phase !== 'over') finish(next);
    },
    [announce, finish],
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
    const timer = window.setTimeout(() => show(tick(current.current, now())), Math.max(0, game.endsAt - now()));
    return () => window.clearTimeout(timer);
  }, [game.endsAt, game.phase, show]);

  // A round in play is saved as it is when the page is left; a reveal the player could not see (the tab was
  // hidden) shows again in full when the page is back.
  useLeaveAndReturn(
    () => gameStore.save(current.current),
    () => {
      if (current.current.phase === 'reveal') show(resumeAt(current.current, now()));
    },
  );

  /** A new reveal time: kept, and a new round with it unless one is under way past its first trial (bests are per reveal time). */
  const chooseRevealMs = (ms: RevealMs) => {
    setRevealMs(ms);
    revealNow.current = ms;
    const inRound = current.current.phase !== 'ready' && current.current.phase !== 'over';
    if (!inRound || current.current.trial === 0) show(newGame(current.current.seed, ms));
  };

  return {
    game,
    revealMs,
    chooseRevealMs,
    records: scores.records,
    result,
    closeResult: () => setResult(null),
    announcement,
    focusOnRecall,
    start: () => {
      setFocusOnRecall(true);
      show(startReveal(current.current, now()));
    },
    goOn: () => show(nextTrial(current.current, now())),
    pick: (cell: number) => show(pick(current.current, cell, now())),
    restart,
  };
}
