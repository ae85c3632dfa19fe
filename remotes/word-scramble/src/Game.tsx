import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer } from '@games/shared/game-kit';
import { ToolbarButton, Toolbar, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed, dateKey } from '@games/shared/game-kit/puzzle/daily';
import { createRecordsStore, emptyRecords, liveStreak, recordWin } from '@games/shared/game-kit/puzzle/records';
import { createRandom } from '@games/shared/game-kit/random';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { formatCountdown, secondsLeft } from '@games/shared/game-kit/timed/countdown';
import { useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { pageQuery, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { WORDS_URL } from './dataUrl';
import { HowToPlay } from './HowToPlay';
import { useLetterKeys } from '@games/shared/game-kit/letters/useLetterKeys';
import { isScrambleData } from './logic/data';
import { dealPackRound, dealRound } from './logic/deal';
import { roundLabel } from './logic/label';
import { HINT_COST, isLevelId, SECONDS_PER_WORD, type LevelId, type LevelMode, type Mode } from './logic/levels';
import { isPackId, PACKS, type PackId } from './logic/packs';
import { loadPack } from './loadPack';
import { RoundPicker } from './RoundPicker';
import {
  backspace,
  canHint,
  clearEntry,
  currentWord,
  giveUp,
  hint,
  isFull,
  nextWord,
  placeTile,
  removeAt,
  shuffleTiles,
  solvedCount,
  startRound,
  submit,
  typeLetter,
  type Round,
} from './logic/round';
import { shareGrid } from './logic/share';
import { DEFAULT_SETTINGS, roundStore, settingsStore, type SavedRound } from './stores';
import { Summary } from './Summary';
import './game.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

const WORD_MS = SECONDS_PER_WORD * 1000;
const SHUFFLE_ICON = 'M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 4l3 3-3 3M18 14l3 3-3 3';
const SKIP_ICON = 'M5 5l8 7-8 7V5zM17 5v14';
const scoreKeyOf = (mode: Mode, level: LevelId, timed: boolean, pack?: PackId) =>
  `${mode === 'daily' ? 'daily' : mode === 'theme' ? `theme-${pack}` : level}-${timed ? 'timed' : 'relaxed'}`;
const upper = (word: string) => word.toUpperCase();

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || descriptor.slug;
  const data = useAsset(WORDS_URL, isScrambleData, { what: 'word list' });
  const [url] = useState(() => seededPuzzleFromUrl(isLevelId));
  // ?seed=…&pack=animals deals a themed pack's round (tests, shared links).
  const [urlPack] = useState(() => {
    const pack = pageQuery().get('pack');
    return isPackId(pack) ? pack : null;
  });
  const today = dateKey();
  const { announcement, announce } = useAnnouncer();
  const [storedSettings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const settings = { ...DEFAULT_SETTINGS, ...storedSettings };
  const [saved, setSaved] = usePersistentState<SavedRound | null>(roundStore, null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const recordsStore = useMemo(() => createRecordsStore(gameKey), [gameKey]);
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const [wrong, setWrong] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const shuffles = useRef(0);

  const round = saved?.round ?? null;
  const scoreKey = round
    ? scoreKeyOf(round.mode, round.level, round.timed, round.pack)
    : scoreKeyOf(settings.mode, settings.level, settings.mode === 'theme' ? settings.packTimed : settings.timed, settings.pack);
  const { records: scores, finishRound } = useScoreRecords(gameKey, scoreKey);
  const playing = round !== null && !round.over && currentWord(round).status === 'playing';

  const commit = useCallback(
    (next: SavedRound | null) => {
      savedRef.current = next;
      setSaved(next);
    },
    [setSaved],
  );

  const onTimeUpRef = useRef<() => void>(() => undefined);
  const timed = useTimedSession({ durationMs: WORD_MS, onTimeUp: () => onTimeUpRef.current() });
  const clockOf = useCallback((r: Round) => (r.timed && !r.over && currentWord(r).status === 'playing' ? timed.save() : null), [timed]);

  /** Applies a change to the round in play and saves it with the clock. */
  const update = useCallback(
    (change: (r: Round) => Round): Round | null => {
      const current = savedRef.current;
      if (!current) return null;
      const next = change(current.round);
      if (next === current.round) return next;
      commit({ round: next, clock: clockOf(next) });
      return next;
    },
    [commit, clockOf],
  );

  const focusBoard = () => requestAnimationFrame(() => boardRef.current?.focus({ preventScroll: true }));

  // A themed pack is fetched when chosen; the round starts once it is in (unless another was chosen meanwhile).
  const packRequest = useRef(0);
  const [packLoad, setPackLoad] = useState<{ pack: PackId; error?: string } | null>(null);

  /** Puts a freshly dealt round in play. */
  const launch = useCallback(
    (fresh: Round) => {
      packRequest.current += 1; // a themed pack still loading no longer starts
      setPackLoad(null);
      if (fresh.timed) timed.start(WORD_MS);
      else timed.reset(WORD_MS);
      commit({ round: fresh, clock: fresh.timed ? { durationMs: WORD_MS, elapsedMs: 0 } : null });
      setFinished(null);
      setWrong(false);
      const first = currentWord(fresh);
      announce(`${fresh.mode === 'daily' ? 'Daily five' : roundLabel(fresh)}. Word 1: ${first.answer.length} letters, ${[...first.scramble].join(' ')}.`);
    },
    [timed, commit, announce],
  );

  const begin = useCallback(
    (mode: LevelMode, level: LevelId, seed?: string, timedRound = settings.timed) => {
      if (data.status !== 'ready') return;
      const roundSeed = mode === 'daily' ? dailyPuzzleSeed(gameKey) : (seed ?? randomSeed());
      launch(startRound(dealRound(data.data, roundSeed, mode, level), { seed: roundSeed, mode, level, timed: timedRound, date: mode === 'daily' ? today : null }));
    },
    [data, gameKey, today, launch, settings.timed],
  );

  const beginPack = useCallback(
    (pack: PackId, seed?: string, timedRound = settings.packTimed) => {
      const request = ++packRequest.current;
      setPackLoad({ pack });
      loadPack(pack).then(
        (packData) => {
          if (request !== packRequest.current) return;
          const roundSeed = seed ?? randomSeed();
          launch(startRound(dealPackRound(packData, roundSeed), { seed: roundSeed, mode: 'theme', level: settings.level, timed: timedRound, date: null, pack }));
        },
        (error: Error) => request === packRequest.current && setPackLoad({ pack, error: error.message }),
      );
    },
    [launch, settings.packTimed, settings.level],
  );

  // Once the words are in: the URL's seed, else the saved round (today's daily or unlimited), else a new one.
  const opened = useRef(false);
  useEffect(() => {
    if (data.status !== 'ready' || opened.current) return;
    opened.current = true;
    const current = savedRef.current;
    const level = url?.difficulty ?? settings.level;
    if (url && urlPack) {
      if (!(current && current.round.mode === 'theme' && current.round.seed === url.seed && current.round.pack === urlPack)) {
        beginPack(urlPack, url.seed);
        return;
      }
    } else if (url && !(current && current.round.mode === 'unlimited' && current.round.seed === url.seed && current.round.level === level)) {
      begin('unlimited', level, url.seed);
      return;
    }
    if (current && (current.round.mode !== 'daily' || current.round.date === today) && (url || current.round.mode === settings.mode)) {
      if (current.clock && !current.round.over) timed.restore(current.clock);
      return;
    }
    if (settings.mode === 'theme') beginPack(settings.pack);
    else begin(settings.mode, settings.level);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the data arrives
  }, [data.status]);

  // The clock is saved while held and when the page goes away.
  const keepClock = useRef(() => undefined as void);
  keepClock.current = () => {
    const current = savedRef.current;
    if (current && current.round.timed && !current.round.over) commit({ round: current.round, clock: clockOf(current.round) });
  };
  useEffect(() => {
    const keep = () => keepClock.current();
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused]);

  const finish = (r: Round) => {
    const outcome = finishRound(r.score, { solved: solvedCount(r), run: r.bestRun });
    if (r.mode === 'daily' && r.date) {
      const hints = r.words.reduce((sum, w) => sum + w.hinted.length, 0);
      const skipped = r.words.filter((w) => w.status !== 'solved').length;
      setRecords((previous) => recordWin(previous, { difficulty: 'daily', timeMs: 0, hints, mistakes: skipped, dailyDate: r.date! }).records);
    }
    setFinished(outcome);
    announce(describeScoreOutcome(`Round over! ${solvedCount(r)} of ${r.words.length} solved.`, outcome));
  };

  const check = () => {
    const current = savedRef.current?.round;
    if (!current || timed.paused) return;
    const remaining = current.timed ? secondsLeft(timed.readRemaining()) : null;
    const { round: next, verdict } = submit(current, remaining);
    if (verdict === 'incomplete') {
      announce('Place every letter first.');
      return;
    }
    if (verdict === 'none') return;
    if (verdict === 'solved') timed.stop();
    commit({ round: next, clock: clockOf(next) });
    const word = currentWord(next);
    if (verdict === 'solved') {
      setWrong(false);
      announce(`Solved: ${upper(word.solvedAs ?? word.answer)}, plus ${word.points} points. Score ${next.score}. Enter for the next word.`);
    } else {
      setWrong(true);
      announce('Not that one. Try again.');
    }
  };

  const goNext = () => {
    const current = savedRef.current?.round;
    if (!current || current.over || currentWord(current).status === 'playing') return;
    const next = update(nextWord);
    if (!next) return;
    setWrong(false);
    if (next.over) {
      finish(next);
      return;
    }
    if (next.timed) {
      timed.start(WORD_MS);
      commit({ round: next, clock: { durationMs: WORD_MS, elapsedMs: 0 } });
    }
    const word = currentWord(next);
    announce(`Word ${next.index + 1}: ${word.answer.length} letters, ${[...word.scramble].join(' ')}.`);
    focusBoard();
  };

  const end = (status: 'skipped' | 'timeout') => {
    const current = savedRef.current?.round;
    if (!current || currentWord(current).status !== 'playing') return;
    if (status === 'skipped') timed.stop();
    const next = update((r) => giveUp(r, status));
    if (!next) return;
    setWrong(false);
    announce(`${status === 'skipped' ? 'Skipped' : 'Time’s up'}. The word was ${upper(currentWord(next).answer)}.`);
    focusBoard();
  };
  onTimeUpRef.current = () => end('timeout');

  const afterPlacing = (next: Round | null) => {
    if (next && !next.over && currentWord(next).status === 'playing' && isFull(currentWord(next))) check();
    else setWrong(false);
  };

  const canPlay = playing && !(round?.timed && timed.paused);
  useLetterKeys({
    enabled: round !== null && !round.over && !(round.timed && timed.paused) && !finished,
    onLetter: (letter) => {
      if (!canPlay) return;
      afterPlacing(update((r) => typeLetter(r, letter)));
    },
    onBackspace: () => canPlay && update(backspace),
    onSpace: () => canPlay && doShuffle(),
    onEnter: () => {
      if (playing) check();
      else goNext();
    },
  });

  const doShuffle = () => {
    shuffles.current += 1;
    update((r) => shuffleTiles(r, createRandom(`${r.seed}:${r.index}:${shuffles.current}:${Date.now()}`)));
    announce('Shuffled.');
  };

  const doHint = () => {
    const next = update(hint);
    if (!next) return;
    const word = currentWord(next);
    const place = word.hinted[word.hinted.length - 1];
    announce(`Letter ${place + 1} is ${upper(word.answer[place])}. Minus ${HINT_COST} points.`);
    afterPlacing(next);
  };

  const choose = (mode: Mode, option?: string) => {
    if (url || urlPack) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (mode === 'theme') {
      const pack = isPackId(option) ? option : settings.pack;
      setSettings({ ...settings, mode, pack });
      beginPack(pack);
      return;
    }
    packRequest.current += 1;
    setPackLoad(null);
    const nextLevel = isLevelId(option) ? option : settings.level;
    setSettings({ ...settings, mode, level: nextLevel });
    const current = savedRef.current?.round;
    if (mode === 'daily' && current?.mode === 'daily' && current.date === today) return;
    if (mode === 'daily' && records.dailyDone[today]) {
      announce('Today’s daily five is done. A new one comes tomorrow.');
      return;
    }
    begin(mode, nextLevel);
  };

  /** Another round like this one: the same level, or the same themed pack. */
  const again = (r: Round) => (r.mode === 'theme' && r.pack ? beginPack(r.pack) : begin('unlimited', r.level));

  const streak = liveStreak(records, today);
  const dailyDone = Boolean(records.dailyDone[today]);
  const result = useMemo(() => {
    if (!finished || !round?.over) return null;
    const label = roundLabel(round);
    const played = finished.records.byKey[scoreKey]?.played ?? 0;
    return scoreResult({
      title: round.mode === 'daily' ? 'Daily five done!' : 'Round over!',
      outcome: finished,
      lines: [
        { label: 'Solved', value: `${solvedCount(round)} of ${round.words.length}` },
        { label: 'Best run', value: round.bestRun },
        ...(round.mode === 'daily' ? [{ label: 'Streak', value: `${streak} day${streak === 1 ? '' : 's'}` }] : []),
        ...(round.mode === 'theme' ? [{ label: 'Rounds in this pack', value: played }] : []),
      ],
      shareText: scoreShareText({ game: 'Word Scramble', detail: `${label}${round.timed ? '' : ' · relaxed'}`, outcome: finished, lines: [shareGrid(round)] }),
      onShareOutcome: announce,
      playAgain: round.mode === 'daily' ? { label: 'Play unlimited', onClick: () => choose('unlimited', settings.level) } : { label: 'Play again', onClick: () => again(round) },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands while the finished round does
  }, [finished, round?.over]);

  const word = round ? currentWord(round) : null;
  const timerIsPacks = (round?.mode ?? settings.mode) === 'theme';
  const packBest = (pack: PackId) => Math.max(...(['timed', 'relaxed'] as const).map((clock) => scores.byKey[`theme-${pack}-${clock}`]?.best ?? 0));
  const shownMs = round?.timed ? (playing ? timed.remainingMs : timed.status === 'ready' ? WORD_MS : Math.max(0, timed.remainingMs)) : 0;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="scramble"
      howToPlay={<HowToPlay />}
      onRestart={() => (round?.mode === 'daily' && !round.over ? begin('daily', round.level) : round ? again(round) : begin('unlimited', settings.level))}
      restartLabel={round?.mode === 'daily' && !round.over ? 'Restart daily' : 'New round'}
      stats={[
        { label: 'Word', value: round ? `${Math.min(round.index + 1, round.words.length)}/${round.words.length}` : '–' },
        { label: 'Score', value: round?.score ?? 0 },
        ...(round?.timed ? [{ label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'scramble-time scramble-time--low' : 'scramble-time'}>{formatCountdown(shownMs)}</span> }] : []),
        { label: 'Best', value: liveBest(scores, scoreKey, round && !round.over ? round.score : 0) },
        ...(round?.mode === 'daily' ? [{ label: 'Streak', value: streak }] : []),
      ]}
      controls={
        <RoundPicker
          mode={packLoad ? 'theme' : (round?.mode ?? settings.mode)}
          level={round?.level ?? settings.level}
          pack={packLoad?.pack ?? round?.pack ?? settings.pack}
          dailyLabel={dailyDone ? 'Daily five ✓' : 'Daily five'}
          packBest={packBest}
          onChange={choose}
        />
      }
      toolbar={
        <Toolbar label="Word tools" className="scramble-tools">
          <ToolbarButton label="Shuffle" icon={SHUFFLE_ICON} onClick={doShuffle} disabled={!canPlay} keyshortcuts="Space" title="Shuffle (Space)" />
          <ToolbarButton label={`Hint −${HINT_COST}`} icon={TOOL_ICONS.hint} onClick={doHint} disabled={!canPlay || !round || !canHint(round)} count={word?.hinted.length} countLabel={`${word?.hinted.length ?? 0} used`} />
          <ToolbarButton label="Clear" icon={TOOL_ICONS.clear} onClick={() => update(clearEntry)} disabled={!canPlay} />
          <ToolbarButton label="Skip" icon={SKIP_ICON} onClick={() => end('skipped')} disabled={!canPlay} />
          <Switch
            label="Timer"
            checked={timerIsPacks ? settings.packTimed : settings.timed}
            onChange={(on) => {
              // Themed packs keep their own timer choice: relaxed unless turned on.
              setSettings(timerIsPacks ? { ...settings, packTimed: on } : { ...settings, timed: on });
              announce(on ? 'Timer on from the next round.' : 'Timer off (relaxed) from the next round.');
            }}
          />
        </Toolbar>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => setFinished(null)}
      paused={Boolean(round?.timed && playing && timed.paused)}
      onResume={() => {
        timed.resume();
        focusBoard();
      }}
    >
      {data.status === 'loading' && <p role="status">Loading words…</p>}
      {packLoad && !packLoad.error && <p role="status">Loading the {PACKS[packLoad.pack].label} pack…</p>}
      {packLoad?.error && <LoadFailure message={packLoad.error} onRetry={() => beginPack(packLoad.pack)} />}
      {data.status === 'error' && (
        <LoadFailure message={data.error.message} onRetry={data.retry} />
      )}
      {round && data.status === 'ready' && !round.over && (
        <Board
          round={round}
          testId={descriptor.ready.testId}
          boardRef={boardRef}
          nextRef={nextRef}
          wrong={wrong}
          onPick={(id) => afterPlacing(update((r) => placeTile(r, id)))}
          onRemove={(place) => update((r) => removeAt(r, place))}
          onNext={goNext}
        />
      )}
      {round && data.status === 'ready' && round.over && (
        <Summary
          round={round}
          testId={descriptor.ready.testId}
          onAgain={() => (round.mode === 'daily' ? choose('unlimited', settings.level) : again(round))}
          againLabel={round.mode === 'daily' ? 'Play unlimited' : 'New round'}
        />
      )}
    </GameFrame>
  );
}
