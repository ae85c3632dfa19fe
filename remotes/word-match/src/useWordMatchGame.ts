import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useRoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { useEffect, useRef, useState } from 'react';
import { POOL_URLS } from './dataUrl';
import { isPoolFile, type LevelPool } from './logic/pool';
import { endRound, isRoundFor, pick, ROUND_MS, startRound, WRONG_PENALTY_MS, type Round, type Side } from './logic/round';
import { pickSaid } from './logic/said';
import { dailySettings, RELATION_HINT, scoreKeyOf, type Settings } from './logic/settings';
import { endTitle, wordMatchResult } from './result';
import { GAME_KEY, roundStore, type SavedRound } from './stores';
import { useChoice } from './useChoice';
import { useRoundSounds } from './useRoundSounds';

const inPlay = (saved: SavedRound | null): saved is SavedRound => saved !== null && !saved.round.over;

/**
 * Word Match's lifecycle: the player's choice, the kit's round session (the round saved with its countdown,
 * finished into score and daily records), the word pairs of the round's relation, and the actions: start, quit
 * and pick (a wrong pair flashes and, outside hardcore, costs time). The result leads on to another round or the
 * next daily.
 */
export function useWordMatchGame(gameKey: string) {
  const { choice, setChoice, urlSeed } = useChoice();
  const seedOnce = useRef(urlSeed);
  const sounds = useRoundSounds(gameKey);
  const [wrong, setWrong] = useState<{ left: number; right: number } | null>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const daily = useDailyRecords(gameKey);

  const isDaily = choice.mode === 'daily';
  const chosen: Settings = isDaily ? dailySettings(daily.today) : choice;
  const finish = (ended: SavedRound) => {
    const { round } = ended;
    session.finish(ended, {
      score: round.score,
      extras: { pairs: round.matched.length, combo: round.bestCombo },
      title: endTitle(round),
      detail: `${round.matched.length} pairs.`,
      ...(round.daily ? { daily: { date: round.daily, mistakes: round.mistakes, timeMs: ROUND_MS } } : {}),
    });
    sounds.ended(round);
  };
  const session = useRoundSession<SavedRound | null>({
    gameKey,
    store: roundStore,
    initial: null,
    clockRuns: inPlay,
    durationMs: ROUND_MS,
    // A round keeps the key it started under (its settings may no longer be the ones chosen).
    scoreKey: (saved) => (inPlay(saved) ? saved.scoreKey : scoreKeyOf(chosen, isDaily)),
    daily,
    onTimeUp: (current) => finish({ ...current, round: endRound(current.round, 'time') }),
  });
  const { saved, timed, announce } = session;
  const round = saved?.round ?? null;
  const playing = session.inPlay;
  const poolFile = useAsset(POOL_URLS[inPlay(saved) ? saved.round.relation : chosen.relation], isPoolFile, { what: 'word pairs' });
  const poolOf = (r: Round | Settings): LevelPool | null => (poolFile.status === 'ready' && poolFile.data.relation === r.relation ? poolFile.data.levels[r.level] : null);
  const roundPool = round ? poolOf(round) : null;
  // The round's pool while it runs; otherwise the one the next round is played with.
  const pool = playing ? roundPool : poolOf(chosen);

  // A saved round whose pairs are not in the pool (an older pool) is dropped.
  useEffect(() => {
    if (round && roundPool && !isRoundFor(round, roundPool.pairs.length)) session.abandon(null);
  }, [round, roundPool, session]);

  const start = () => {
    const levelPool = poolOf(chosen);
    if (!levelPool) return;
    const seed = isDaily ? dailyPuzzleSeed(GAME_KEY) : (seedOnce.current ?? randomSeed());
    seedOnce.current = null;
    const fresh = startRound(levelPool, { relation: chosen.relation, level: chosen.level, hardcore: chosen.hardcore, seed, ...(isDaily ? { daily: daily.today } : {}) });
    session.start({ round: fresh, clock: { durationMs: ROUND_MS, elapsedMs: 0 }, scoreKey: scoreKeyOf(chosen, isDaily) });
    setWrong(null);
    announce(`Go! ${RELATION_HINT[chosen.relation]} ${formatCountdown(ROUND_MS)} on the clock.`);
    focusAfterRender(firstRef);
  };

  const quit = () => {
    session.abandon(null);
    announce('Round stopped, not scored.');
    focusAfterRender(startRef);
  };

  const wrongTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(wrongTimer.current), []);

  const onPick = (side: Side, slot: number) => {
    const current = session.current();
    if (!inPlay(current) || timed.status !== 'running' || !pool) return;
    const { round: next, event } = pick(pool, current.round, side, slot);
    if (event.kind === 'none') return;
    if (event.kind === 'wrong') {
      setWrong({ left: current.round.left.indexOf(event.left), right: current.round.right.indexOf(event.right) });
      clearTimeout(wrongTimer.current);
      wrongTimer.current = setTimeout(() => setWrong(null), 450);
      // Outside hardcore a mistake costs time; one that leaves none ends the round.
      if (!next.hardcore && !next.over) {
        if (timed.readRemaining() <= WRONG_PENALTY_MS) return finish({ ...current, round: endRound(next, 'time') });
        timed.addTime(-WRONG_PENALTY_MS);
      }
    }
    sounds.picked(event, next);
    if (next.over) return finish({ ...current, round: next });
    session.save({ ...current, round: next });
    const said = pickSaid(pool, next, event);
    if (said) announce(said);
  };

  const lastRound = round?.over ? round : null;
  const nextDaily = useNextDaily(gameKey, Boolean(session.finished && lastRound?.daily));
  /** After the daily round: the next daily of the day not finished yet; otherwise another round. */
  const afterRound = (round: { daily?: string | null }) => {
    const again = { label: 'Play again', onClick: start };
    const onwards = round.daily ? dailyAction(nextDaily, start) : null;
    return onwards?.leadsOn ? onwards.action : again;
  };
  const result =
    session.finished && lastRound ? wordMatchResult({ round: lastRound, outcome: session.finished, pool: poolOf(lastRound), onShareOutcome: announce, playAgain: afterRound(lastRound) }) : null;
  const scoreKey = inPlay(saved) ? saved.scoreKey : scoreKeyOf(chosen, isDaily);
  const closeResult = () => {
    session.closeResult();
    focusAfterRender(startRef);
  };

  return { session, choice, setChoice, chosen, isDaily, daily, sounds, round, lastRound, playing, poolFile, pool, wrong, firstRef, startRef, start, quit, onPick, result, closeResult, scoreKey };
}
