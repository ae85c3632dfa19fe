import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer } from '@games/shared/game-kit';
import { Select } from '@games/shared/game-kit/controls/Select';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { dailyPuzzleSeed, dateKey } from '@games/shared/game-kit/puzzle/daily';
import { createRecordsStore, emptyRecords, liveStreak, recordWin } from '@games/shared/game-kit/puzzle/records';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { SoundToggle } from '@games/shared/game-kit/sound/SoundToggle';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { pageQuery, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, LEFT_KEYS, RIGHT_KEYS } from './Board';
import { HowToPlay } from './HowToPlay';
import { Review } from './Review';
import { POOL_URLS } from './dataUrl';
import { isLevel, isPoolFile, isRelation, LEVELS, RELATIONS, type LevelPool, type Relation } from './logic/pool';
import { endRound, HEARTS, multiplierFor, pick, reviewPairs, ROUND_MS, ROUND_PAIRS, startRound, WRONG_PENALTY_MS, type Round, type Side } from './logic/round';
import { dailySettings, LEVEL_LABEL, RELATION_HINT, RELATION_LABEL, scoreKeyOf, type Settings } from './logic/settings';
import { choiceStore, DEFAULT_CHOICE, GAME_KEY, roundStore, type Choice, type Mode, type SavedRound } from './stores';
import { useRoundSounds } from './useRoundSounds';
import './game.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

const recordsStore = createRecordsStore(GAME_KEY);
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

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const urlSeed = useRef(url?.seed ?? null);
  const { announcement, announce } = useAnnouncer();
  const { sound, picked: pickedSound, ended: endedSound } = useRoundSounds(gameKey);
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ ...DEFAULT_CHOICE, ...(url ? { mode: 'unlimited' as const, ...url.settings } : {}) }));
  const [saved, setSaved] = usePersistentState<SavedRound | null>(roundStore, null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const [finished, setFinished] = useState<{ outcome: ScoreOutcome; round: Round } | null>(null);
  const [wrong, setWrong] = useState<{ left: number; right: number } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const today = dateKey();

  // The URL's settings win once, when the page opens with a seed.
  useEffect(() => {
    if (url) setChoice((c) => ({ ...c, mode: 'unlimited', ...url.settings }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const round = saved?.round ?? null;
  const playing = round !== null && !round.over;
  const chosen: Settings = choice.mode === 'daily' ? dailySettings(today) : choice;
  const relation: Relation = playing ? round.relation : chosen.relation;
  const poolFile = useAsset(POOL_URLS[relation], isPoolFile, { what: 'word pairs' });
  const poolOf = (r: Round | Settings) => (poolFile.status === 'ready' && poolFile.data.relation === r.relation ? poolFile.data.levels[r.level] : null);
  const pool: LevelPool | null = round ? poolOf(round) : poolOf(chosen);
  const scoreKey = playing && saved ? saved.scoreKey : scoreKeyOf(chosen, choice.mode === 'daily');
  const { records: scores, record, finishRound } = useScoreRecords(gameKey, scoreKey);

  // A saved round whose pairs are not in the pool (an older pool) is dropped.
  useEffect(() => {
    if (!round || poolFile.status !== 'ready' || poolFile.data.relation !== round.relation) return;
    const size = poolFile.data.levels[round.level].pairs.length;
    if ([...round.left, ...round.right, ...round.drawn].some((pair) => pair !== null && pair >= size)) setSaved(null);
  }, [round, poolFile, setSaved]);

  const finish = useCallback(
    (ended: Round) => {
      const current = savedRef.current;
      if (!current) return;
      const outcome = finishRound(ended.score, { pairs: ended.matched.length, combo: ended.bestCombo });
      if (ended.daily) setRecords((r) => recordWin(r, { difficulty: 'daily', timeMs: ROUND_MS, hints: 0, mistakes: ended.mistakes, dailyDate: ended.daily }).records);
      const next = { ...current, round: ended };
      savedRef.current = next;
      setSaved(next);
      setFinished({ outcome, round: ended });
      endedSound(ended);
      const title = ended.endReason === 'time' ? 'Time’s up!' : ended.endReason === 'hearts' ? 'Out of hearts!' : 'Round complete!';
      announce(`${describeScoreOutcome(title, outcome)} ${ended.matched.length} pairs.`);
    },
    [finishRound, setRecords, setSaved, announce, endedSound],
  );

  const onTimeUp = useCallback(() => {
    const current = savedRef.current;
    if (current && !current.round.over) finish(endRound(current.round, 'time'));
  }, [finish]);

  const timed = useTimedSession({ durationMs: ROUND_MS, onTimeUp });

  // A round saved in play comes back held: the frame's cover offers Resume.
  useEffect(() => {
    const current = savedRef.current;
    if (current && !current.round.over) timed.restore(current.clock);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const saveClock = timed.save;
  const save = useCallback(
    (next: Round) => {
      const current = savedRef.current;
      if (!current) return;
      const value = { ...current, round: next, clock: saveClock() };
      savedRef.current = value;
      setSaved(value);
    },
    [saveClock, setSaved],
  );

  // The clock is saved when the round is held and when the page goes away.
  useEffect(() => {
    const keep = () => {
      const current = savedRef.current;
      if (current && !current.round.over) save(current.round);
    };
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused, save]);

  const start = () => {
    const daily = choice.mode === 'daily';
    const settings = daily ? dailySettings(today) : choice;
    const levelPool = poolOf(settings);
    if (!levelPool) return;
    const seed = daily ? dailyPuzzleSeed(GAME_KEY) : (urlSeed.current ?? randomSeed());
    urlSeed.current = null;
    const fresh = startRound(levelPool, { relation: settings.relation, level: settings.level, hardcore: settings.hardcore, seed, ...(daily ? { daily: today } : {}) });
    const next: SavedRound = { round: fresh, clock: { durationMs: ROUND_MS, elapsedMs: 0 }, scoreKey: scoreKeyOf(settings, daily) };
    savedRef.current = next;
    setSaved(next);
    setFinished(null);
    setWrong(null);
    timed.start(ROUND_MS);
    announce(`Go! ${RELATION_HINT[settings.relation]} ${formatCountdown(ROUND_MS)} on the clock.`);
    requestAnimationFrame(() => boardRef.current?.querySelector<HTMLButtonElement>('.wm-column--left button')?.focus({ preventScroll: true }));
  };

  const quit = () => {
    timed.reset();
    savedRef.current = null;
    setSaved(null);
    announce('Round stopped, not scored.');
    requestAnimationFrame(() => startRef.current?.focus());
  };

  const wrongTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(wrongTimer.current), []);

  const onPick = (side: Side, slot: number) => {
    const current = savedRef.current?.round;
    if (!current || current.over || timed.status !== 'running' || !pool) return;
    const { round: next, event } = pick(pool, current, side, slot);
    if (event.kind === 'none') return;
    if (event.kind === 'wrong') {
      setWrong({ left: current.left.indexOf(event.left), right: current.right.indexOf(event.right) });
      clearTimeout(wrongTimer.current);
      wrongTimer.current = setTimeout(() => setWrong(null), 450);
    }
    if (event.kind === 'wrong' && !next.hardcore && !next.over) {
      // Outside hardcore a mistake costs time.
      if (timed.readRemaining() <= WRONG_PENALTY_MS) {
        save(next);
        timed.stop();
        finish(endRound(next, 'time'));
        return;
      }
      timed.addTime(-WRONG_PENALTY_MS);
    }
    pickedSound(event, next);
    save(next);
    if (event.kind === 'picked') announce(`${pool.pairs[(side === 'left' ? next.left : next.right)[slot]!][side === 'left' ? 0 : 1]} picked.`);
    else if (event.kind === 'unpicked') announce('Unpicked.');
    else if (event.kind === 'wrong') announce(`Not a pair. ${next.hardcore ? `${HEARTS - next.mistakes} hearts left.` : 'Minus 5 seconds.'}`);
    else if (event.kind === 'correct') {
      const [a, b] = pool.pairs[event.pair];
      const newPair = event.refilled !== null ? ` New word: ${pool.pairs[event.refilled][0]}.` : '';
      announce(`Right: ${a}, ${b}. Plus ${event.points}${next.combo >= 3 ? `, combo ${next.combo}` : ''}.${newPair}`);
    }
    if (next.over) {
      timed.stop();
      finish(next);
    }
  };

  // 1–5 pick on the left, Q–T on the right, anywhere in the game while a round runs.
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  useEffect(() => {
    if (!playing) return;
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const key = event.key.toLowerCase();
      const left = LEFT_KEYS.indexOf(key);
      const right = RIGHT_KEYS.indexOf(key);
      if (left === -1 && right === -1) return;
      event.preventDefault();
      if (left !== -1) pickRef.current('left', left);
      else pickRef.current('right', right);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing]);

  const chooseMode = (mode: string) => setChoice((c) => ({ ...c, mode: mode as Mode }));

  const result = useMemo(() => {
    if (!finished) return null;
    const { outcome, round: ended } = finished;
    const endedPool = poolOf(ended);
    const base = scoreResult({
      title: ended.endReason === 'time' ? 'Time’s up!' : ended.endReason === 'hearts' ? 'Out of hearts!' : 'Round complete!',
      outcome,
      lines: [
        { label: 'Pairs', value: `${ended.matched.length} / ${ROUND_PAIRS}` },
        { label: 'Best combo', value: ended.bestCombo },
        { label: 'Mistakes', value: ended.mistakes },
      ],
      shareText: scoreShareText({
        game: 'Word Match',
        detail: ended.daily ? `Daily ${ended.daily}` : `${RELATION_LABEL[ended.relation]} · ${LEVEL_LABEL[ended.level]}${ended.hardcore ? ' · Hardcore' : ''}`,
        outcome,
        lines: [`🔗 ${ended.matched.length}/${ROUND_PAIRS} pairs · 🔥 combo ${ended.bestCombo} · ❌ ${ended.mistakes}`],
      }),
      onShareOutcome: announce,
      playAgain: { label: 'Play again', onClick: start },
    });
    return {
      ...base,
      details: (
        <>
          {endedPool && <Review pool={endedPool} pairs={reviewPairs(ended)} />}
          {base.details}
        </>
      ),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands while `finished` does
  }, [finished, poolFile.status]);

  const shownMs = playing ? timed.remainingMs : round?.over ? 0 : ROUND_MS;
  const shown = playing && round ? round : null;
  const lastRound = round?.over ? round : null;
  const settingsLocked = playing;

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="wm"
      howToPlay={<HowToPlay />}
      onRestart={playing ? quit : start}
      restartLabel={playing ? 'Quit' : 'New round'}
      stats={[
        { label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'wm-time wm-time--low' : 'wm-time'}>{formatCountdown(shownMs)}</span> },
        { label: 'Score', value: round?.score ?? 0 },
        { label: 'Combo', value: shown ? `×${multiplierFor(shown.combo)}` : '×1' },
        ...((shown ?? chosen).hardcore ? [{ label: 'Hearts', value: <span aria-label={`${HEARTS - (shown?.mistakes ?? 0)} hearts`}>{hearts(shown?.mistakes ?? 0)}</span> }] : []),
        { label: 'Best', value: liveBest(scores, scoreKey, playing && round ? round.score : 0) },
        ...(choice.mode === 'daily' ? [{ label: 'Streak', value: liveStreak(records, today) }] : []),
      ]}
      controls={<Select label="Mode" hideLabel value={choice.mode} options={MODE_OPTIONS} onChange={chooseMode} disabled={settingsLocked} />}
      toolbar={
        <div className="wm-tools">
          <Select
            label="Relation"
            value={chosen.relation}
            options={RELATIONS.map((r) => ({ value: r, label: RELATION_LABEL[r] }))}
            onChange={(value) => setChoice((c) => ({ ...c, relation: value as Relation }))}
            disabled={settingsLocked || choice.mode === 'daily'}
          />
          <Select
            label="Level"
            value={chosen.level}
            options={LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))}
            onChange={(value) => setChoice((c) => ({ ...c, level: value as Choice['level'] }))}
            disabled={settingsLocked || choice.mode === 'daily'}
          />
          <Switch label="Hardcore" checked={chosen.hardcore} onChange={(on) => setChoice((c) => ({ ...c, hardcore: on }))} disabled={settingsLocked || choice.mode === 'daily'} />
          <SoundToggle on={sound.on} onChange={sound.setOn} />
        </div>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => {
        setFinished(null);
        requestAnimationFrame(() => startRef.current?.focus());
      }}
      paused={playing && timed.paused}
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
          <Board round={shown} pool={pool} wrong={wrong} definitions={shown.relation === 'definitions'} paused={timed.paused} boardRef={boardRef} onPick={onPick} />
        ) : (
          <div className="wm-start">
            <h2 className="wm-start__title">
              {choice.mode === 'daily' ? `Daily round · ${RELATION_LABEL[chosen.relation]}` : `${RELATION_LABEL[chosen.relation]} · ${LEVEL_LABEL[chosen.level]}${chosen.hardcore ? ' · Hardcore' : ''}`}
            </h2>
            <p>{RELATION_HINT[chosen.relation]}</p>
            <p className="wm-start__meta">
              {formatCountdown(ROUND_MS)} or {ROUND_PAIRS} pairs · best {record.best} · rounds played {record.played}
              {choice.mode === 'daily' && records.dailyDone[today] ? ' · today’s daily done ✓' : ''}
            </p>
            {lastRound && (
              <p className="wm-start__last" data-testid="word-match-last">
                Last round: {lastRound.score} points, {lastRound.matched.length} pairs.
              </p>
            )}
            <button type="button" ref={startRef} className="gk-button gk-button--primary wm-start__button" onClick={start}>
              {lastRound ? 'Play again' : 'Start round'}
            </button>
          </div>
        )}
      </div>
    </GameFrame>
  );
}
