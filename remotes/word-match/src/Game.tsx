import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { Select } from '@games/shared/game-kit/controls/Select';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { useRoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { modeFromUrl, pageQuery, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, LEFT_KEYS, RIGHT_KEYS } from './Board';
import { POOL_URLS } from './dataUrl';
import { isLevel, isPoolFile, isRelation, type LevelPool } from './logic/pool';
import { endRound, HEARTS, isRoundFor, multiplierFor, pick, ROUND_MS, startRound, WRONG_PENALTY_MS, type Round, type Side } from './logic/round';
import { pickSaid } from './logic/said';
import { dailySettings, RELATION_HINT, scoreKeyOf, type Settings } from './logic/settings';
import { endTitle, wordMatchResult } from './result';
import { StartPanel } from './StartPanel';
import { choiceStore, DEFAULT_CHOICE, GAME_KEY, roundStore, type Choice, type Mode, type SavedRound } from './stores';
import { Tools } from './Tools';
import { useRoundSounds } from './useRoundSounds';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const MODE_OPTIONS = [
  { value: 'daily', label: 'Daily round' },
  { value: 'unlimited', label: 'Unlimited' },
];

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

const hearts = (mistakes: number) => '♥'.repeat(Math.max(0, HEARTS - mistakes)) + '♡'.repeat(Math.min(HEARTS, mistakes));
const inPlay = (saved: SavedRound | null): saved is SavedRound => saved !== null && !saved.round.over;

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const urlSeed = useRef(url?.seed ?? null);
  const sounds = useRoundSounds(gameKey);
  // ?mode=daily (a Today tile) or ?mode=unlimited&difficulty=… opens that mode, remembered as the player's choice.
  const [asked] = useState(() => (url ? null : modeFromUrl(isLevel)));
  const askedChoice = asked ? { mode: asked.mode, ...(asked.difficulty ? { level: asked.difficulty } : {}) } : {};
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ ...DEFAULT_CHOICE, ...(url ? { mode: 'unlimited' as const, ...url.settings } : askedChoice) }));
  const [wrong, setWrong] = useState<{ left: number; right: number } | null>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const daily = useDailyRecords(gameKey);

  // The URL's settings win once, when the page opens with a seed.
  useEffect(() => {
    if (url) setChoice((c) => ({ ...c, mode: 'unlimited', ...url.settings }));
    else if (asked) setChoice((c) => ({ ...c, ...askedChoice }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

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
    const seed = isDaily ? dailyPuzzleSeed(GAME_KEY) : (urlSeed.current ?? randomSeed());
    urlSeed.current = null;
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

  // 1–5 pick on the left, Q–T on the right, anywhere in the game while a round runs.
  useGameKeys(
    (event) => {
      const key = event.key.toLowerCase();
      const left = LEFT_KEYS.indexOf(key);
      const right = RIGHT_KEYS.indexOf(key);
      if (left === -1 && right === -1) return false;
      if (left !== -1) onPick('left', left);
      else onPick('right', right);
      return true;
    },
    { enabled: playing },
  );

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
  const shownMs = playing ? timed.remainingMs : round?.over ? 0 : ROUND_MS;
  const shown = playing ? round : null;
  const scoreKey = inPlay(saved) ? saved.scoreKey : scoreKeyOf(chosen, isDaily);
  const { records, record } = session.scores;

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="wm"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={playing ? quit : start}
      restartLabel={playing ? 'Quit' : 'New round'}
      stats={[
        { label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'wm-time wm-time--low' : 'wm-time'}>{formatCountdown(shownMs)}</span> },
        { label: 'Score', value: round?.score ?? 0 },
        { label: 'Combo', value: shown ? `×${multiplierFor(shown.combo)}` : '×1' },
        ...((shown ?? chosen).hardcore ? [{ label: 'Hearts', value: <span aria-label={`${HEARTS - (shown?.mistakes ?? 0)} hearts`}>{hearts(shown?.mistakes ?? 0)}</span> }] : []),
        { label: 'Best', value: liveBest(records, scoreKey, shown ? shown.score : 0) },
        ...(isDaily ? [{ label: 'Streak', value: daily.streak }] : []),
      ]}
      controls={<Select label="Mode" hideLabel value={choice.mode} options={MODE_OPTIONS} onChange={(mode) => setChoice((c) => ({ ...c, mode: mode as Mode }))} disabled={playing} />}
      toolbar={<Tools settings={chosen} locked={playing || isDaily} sound={sounds.sound} onChange={(change) => setChoice((c) => ({ ...c, ...change }))} />}
      announcement={session.announcement}
      result={result}
      onResultClose={() => {
        session.closeResult();
        focusAfterRender(startRef);
      }}
      paused={session.paused}
      onResume={timed.resume}
    >
      <div className="wm-board" data-testid={pool ? descriptor.ready.testId : undefined} data-state={playing ? 'playing' : lastRound ? 'over' : 'ready'}>
        {!pool ? (
          poolFile.status === 'error' ? (
            <LoadFailure message={poolFile.error.message} onRetry={poolFile.retry} className="wm-status" />
          ) : (
            <p role="status" className="wm-status">
              Loading word pairs…
            </p>
          )
        ) : shown ? (
          <Board round={shown} pool={pool} wrong={wrong} definitions={shown.relation === 'definitions'} paused={timed.paused} firstRef={firstRef} onPick={onPick} />
        ) : (
          <StartPanel settings={chosen} daily={isDaily} doneToday={daily.doneToday} best={record.best} played={record.played} lastRound={lastRound} startRef={startRef} onStart={start} />
        )}
      </div>
    </GameFrame>
  );
}
