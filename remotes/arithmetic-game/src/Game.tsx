import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer } from '@games/shared/game-kit';
import { Select } from '@games/shared/game-kit/controls/Select';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { useKeypadKeys } from '@games/shared/game-kit/keypad/useKeypadKeys';
import { liveBest, recordedOutcome, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { useStimulusClock, useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { CustomSettings } from './CustomSettings';
import { HowToPlay } from './HowToPlay';
import { problemSpoken } from './logic/problems';
import { endRound, roundFigures, startRound, submitAnswer, typeAnswer, type Round } from './logic/round';
import { DEFAULT_CUSTOM, mayBeNegative, PRESET_IDS, PRESET_LABEL, presetLabel, scoreKeyOf, settingsOf, type PresetId } from './logic/settings';
import { choiceStore, GAME_KEY, roundStore, type Choice, type SavedRound } from './stores';
import { readUrl } from './urlOptions';
import './arithmetic.css';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const isTouch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const [touch] = useState(isTouch);
  const { announcement, announce } = useAnnouncer();
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ preset: url.preset ?? 'standard', custom: DEFAULT_CUSTOM }));
  const [saved, setSaved] = usePersistentState<SavedRound | null>(roundStore, null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  // The URL's preset wins once, when the page opens with one.
  useEffect(() => {
    if (url.preset && url.preset !== choice.preset) setChoice((c) => ({ ...c, preset: url.preset! }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const preset: PresetId = url.preset ?? choice.preset;
  const chosen = settingsOf(preset, choice.custom);
  const settings = url.durationS ? { ...chosen, durationS: url.durationS } : chosen;
  const round = saved?.round ?? null;
  const playing = round !== null && !round.over;
  const scoreKey = playing && saved ? saved.scoreKey : scoreKeyOf(preset, settings);
  const { records, record, finishRound } = useScoreRecords(gameKey, scoreKey);
  const shownPreset = playing && round ? presetLabel(round.preset, round.settings) : presetLabel(preset, settings);

  const onTimeUp = useCallback(() => {
    const current = savedRef.current;
    if (!current || current.round.over) return;
    const ended = endRound(current.round);
    const outcome = finishRound(ended.score);
    const next = { ...current, round: ended, clock: { ...current.clock, elapsedMs: current.clock.durationMs } };
    savedRef.current = next;
    setSaved(next);
    setFinished(outcome);
    announce(describeScoreOutcome('Time’s up!', outcome));
  }, [finishRound, setSaved, announce]);

  const timed = useTimedSession({ durationMs: settings.durationS * 1000, onTimeUp });
  const stimulus = useStimulusClock(playing && round ? `${round.seed}:${round.index}` : null, { paused: timed.status !== 'running' });

  // A round saved in play comes back held: the frame's cover offers Resume.
  useEffect(() => {
    const current = savedRef.current;
    if (current && !current.round.over) timed.restore(current.clock);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const saveClock = timed.save;
  const save = useCallback(
    (round: Round) => {
      const current = savedRef.current;
      if (!current) return;
      const next = { ...current, round, clock: saveClock() };
      savedRef.current = next;
      setSaved(next);
    },
    [saveClock, setSaved],
  );

  // The clock is saved when the round is held and when the page goes away.
  useEffect(() => {
    const keepClock = () => {
      const current = savedRef.current;
      if (current && !current.round.over) save(current.round);
    };
    if (timed.paused) keepClock();
    window.addEventListener('pagehide', keepClock);
    return () => window.removeEventListener('pagehide', keepClock);
  }, [timed.paused, save]);

  const focusInput = () => requestAnimationFrame(() => inputRef.current?.focus({ preventScroll: true }));

  const start = () => {
    const seed = url.seed ?? randomSeed();
    const fresh = startRound(seed, preset, settings);
    const next: SavedRound = { round: fresh, clock: { durationMs: settings.durationS * 1000, elapsedMs: 0 }, scoreKey: scoreKeyOf(preset, settings) };
    savedRef.current = next;
    setSaved(next);
    setFinished(null);
    timed.start(settings.durationS * 1000);
    announce(`Go! ${formatCountdown(settings.durationS * 1000)} on the clock. ${problemSpoken(fresh.problem)}`);
    focusInput();
  };

  const quit = () => {
    timed.reset();
    savedRef.current = null;
    setSaved(null);
    announce('Round stopped, not scored.');
    requestAnimationFrame(() => startRef.current?.focus());
  };

  const type = (text: string) => {
    const current = savedRef.current?.round;
    if (!current || current.over || timed.status !== 'running') return;
    const next = typeAnswer(current, text, stimulus.reactionTime());
    if (next === current) return;
    save(next);
    if (next.index !== current.index) announce(`Right. ${problemSpoken(next.problem)}`);
  };

  const submit = () => {
    const current = savedRef.current?.round;
    if (!current || timed.status !== 'running') return;
    const next = submitAnswer(current);
    if (next === current) return;
    save(next);
    announce(`Wrong, minus one. Score ${next.score}.`);
  };

  const onPad = (press: KeypadPress) => {
    const typed = savedRef.current?.round.typed ?? '';
    if (press.kind === 'digit') type(typed + press.digit);
    else if (press.kind === 'minus') type(typed.startsWith('-') ? typed.slice(1) : `-${typed}`);
    else if (press.kind === 'erase') type(typed.slice(0, -1));
    else if (press.kind === 'submit') submit();
  };

  // Digits typed while focus is elsewhere in the game (a pad key, the toolbar) still answer.
  useKeypadKeys({ enabled: playing && timed.status === 'running', root: boardRef, map: { digits: DIGITS, erase: true, minus: true, submit: true }, onPress: onPad });

  // Esc quits the round from anywhere in the game while it runs.
  const quitRef = useRef(quit);
  quitRef.current = quit;
  useEffect(() => {
    if (!playing) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"], dialog[open]')) return;
      event.preventDefault();
      quitRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing]);

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  const choosePreset = (value: PresetId) => {
    setChoice((c) => ({ ...c, preset: value }));
    if (url.preset) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (value === 'custom') setCustomOpen(true);
  };

  const lastRound = round?.over ? round : null;
  const figures = lastRound ? roundFigures(lastRound) : null;
  const outcome = finished ?? (lastRound && saved ? recordedOutcome(records, saved.scoreKey, lastRound.score) : null);
  const result =
    finished && figures && lastRound
      ? (() => {
          const base = scoreResult({
            title: 'Time’s up!',
            outcome: finished,
            lines: [
              { label: 'Per minute', value: figures.perMinute },
              { label: 'Average', value: figures.solved > 0 ? seconds(figures.averageMs) : '–' },
              ...(lastRound.settings.strict ? [{ label: 'Wrong', value: figures.wrong }] : []),
            ],
            shareText: scoreShareText({
              game: 'Arithmetic',
              detail: presetLabel(lastRound.preset, lastRound.settings),
              outcome: finished,
              lines: [`⚡ ${figures.perMinute} per minute`],
            }),
            onShareOutcome: announce,
            playAgain: { label: 'Play again', onClick: start },
          });
          return {
            ...base,
            details: (
              <>
                <ScoreHistoryChart className="arith-history" recent={record.recent} title="Recent scores" />
                {base.details}
              </>
            ),
          };
        })()
      : null;

  const shownMs = playing ? timed.remainingMs : round?.over ? 0 : settings.durationS * 1000;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="arith"
      howToPlay={<HowToPlay />}
      onRestart={start}
      restartLabel="New round"
      stats={[
        { label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'arith-time arith-time--low' : 'arith-time'}>{formatCountdown(shownMs)}</span> },
        { label: 'Score', value: round?.score ?? 0 },
        { label: 'Best', value: liveBest(records, scoreKey, playing && round ? round.score : 0) },
      ]}
      toolbar={
        <div className="arith-tools">
          <Select
            label="Preset"
            value={preset}
            options={PRESET_IDS.map((id) => ({ value: id, label: PRESET_LABEL[id] }))}
            onChange={(value) => choosePreset(value as PresetId)}
            disabled={playing}
          />
          {preset === 'custom' && (
            <button type="button" className="gk-button" onClick={() => setCustomOpen(true)} disabled={playing}>
              Custom settings
            </button>
          )}
          {playing && (
            <button type="button" className="gk-button" onClick={quit} aria-keyshortcuts="Escape">
              Quit
            </button>
          )}
        </div>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => {
        setFinished(null);
        requestAnimationFrame(() => startRef.current?.focus());
      }}
      paused={playing && timed.paused}
      onResume={() => {
        timed.resume();
        focusInput();
      }}
    >
      <Board
        testId={descriptor.ready.testId}
        round={round}
        settings={settings}
        presetName={shownPreset}
        best={record.best}
        recent={record.recent}
        lastScore={outcome ? outcome.score : null}
        minus={mayBeNegative(round && playing ? round.settings : settings)}
        touch={touch}
        inputRef={inputRef}
        startRef={startRef}
        boardRef={boardRef}
        onStart={start}
        onType={type}
        onPad={onPad}
        onInputKey={onInputKey}
      />
      <CustomSettings
        open={customOpen}
        settings={choice.custom}
        onClose={() => setCustomOpen(false)}
        onSave={(custom) => {
          setChoice({ preset: 'custom', custom });
          setCustomOpen(false);
          announce('Custom settings saved.');
        }}
      />
    </GameFrame>
  );
}
