import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { useKeypadKeys } from '@games/shared/game-kit/keypad/useKeypadKeys';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { useRoundSession, type RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest, recordedOutcome } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { useStimulusClock } from '@games/shared/game-kit/timed/useTimedSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { CustomSettings } from './CustomSettings';
import { problemSpoken } from './logic/problems';
import { endRound, startRound, submitAnswer, typeAnswer, type Round } from './logic/round';
import { DEFAULT_CUSTOM, mayBeNegative, presetLabel, scoreKeyOf, settingsOf, type PresetId } from './logic/settings';
import { arithmeticResult } from './result';
import { choiceStore, GAME_KEY, roundStore, type Choice, type SavedRound } from './stores';
import { Tools } from './Tools';
import { readUrl } from './urlOptions';
import './arithmetic.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const isTouch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
const inPlay = (saved: SavedRound | null): saved is SavedRound => saved !== null && !saved.round.over;
// Esc quits from the answer field too; only another handler or an open dialog keeps it.
const escapeIgnored = (event: globalThis.KeyboardEvent) => event.defaultPrevented || document.querySelector('[role="dialog"], dialog[open]') !== null;

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const [touch] = useState(isTouch);
  const [choice, setChoice] = usePersistentState<Choice>(choiceStore, () => ({ preset: url.preset ?? 'standard', custom: DEFAULT_CUSTOM }));
  const [customOpen, setCustomOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  // The URL's preset wins once, when the page opens with one.
  useEffect(() => {
    if (url.preset && url.preset !== choice.preset) setChoice((c) => ({ ...c, preset: url.preset! }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const preset: PresetId = url.preset ?? choice.preset;
  const chosen = settingsOf(preset, choice.custom);
  const settings = url.durationS ? { ...chosen, durationS: url.durationS } : chosen;
  const session: RoundSession<SavedRound | null> = useRoundSession<SavedRound | null>({
    gameKey,
    store: roundStore,
    initial: null,
    clockRuns: inPlay,
    durationMs: settings.durationS * 1000,
    // A round keeps the key it started under (its settings may no longer be the ones chosen).
    scoreKey: (saved) => (inPlay(saved) ? saved.scoreKey : scoreKeyOf(preset, settings)),
    onTimeUp: (current) => {
      const ended = endRound(current.round);
      session.finish({ ...current, round: ended, clock: { ...current.clock, elapsedMs: current.clock.durationMs } }, { score: ended.score, title: 'Time’s up!' });
    },
  });
  const { saved, timed, announce } = session;
  const round = saved?.round ?? null;
  const playing = session.inPlay;
  const { records, record } = session.scores;
  const scoreKey = inPlay(saved) ? saved.scoreKey : scoreKeyOf(preset, settings);
  const stimulus = useStimulusClock(playing && round ? `${round.seed}:${round.index}` : null, { paused: !session.running });

  const save = (next: Round) => {
    const current = session.current();
    if (current) session.save({ ...current, round: next });
  };

  const start = () => {
    const fresh = startRound(url.seed ?? randomSeed(), preset, settings);
    const durationMs = settings.durationS * 1000;
    session.start({ round: fresh, clock: { durationMs, elapsedMs: 0 }, scoreKey: scoreKeyOf(preset, settings) }, durationMs);
    announce(`Go! ${formatCountdown(durationMs)} on the clock. ${problemSpoken(fresh.problem)}`);
    focusAfterRender(inputRef);
  };

  const quit = () => {
    session.abandon(null);
    announce('Round stopped, not scored.');
    focusAfterRender(startRef);
    return true;
  };

  const type = (text: string) => {
    const current = session.current()?.round;
    if (!current || current.over || timed.status !== 'running') return;
    const next = typeAnswer(current, text, stimulus.reactionTime());
    if (next === current) return;
    save(next);
    if (next.index !== current.index) announce(`Right. ${problemSpoken(next.problem)}`);
  };

  const submit = () => {
    const current = session.current()?.round;
    if (!current || timed.status !== 'running') return;
    const next = submitAnswer(current);
    if (next === current) return;
    save(next);
    announce(`Wrong, minus one. Score ${next.score}.`);
  };

  const onPad = (press: KeypadPress) => {
    const typed = session.current()?.round.typed ?? '';
    if (press.kind === 'digit') type(typed + press.digit);
    else if (press.kind === 'minus') type(typed.startsWith('-') ? typed.slice(1) : `-${typed}`);
    else if (press.kind === 'erase') type(typed.slice(0, -1));
    else if (press.kind === 'submit') submit();
  };

  // Digits typed while focus is elsewhere in the game (a pad key, the toolbar) still answer.
  useKeypadKeys({ enabled: session.running, root: boardRef, map: { digits: DIGITS, erase: true, minus: true, submit: true }, onPress: onPad });
  useGameKeys((event) => event.key === 'Escape' && quit(), { enabled: playing, ignore: escapeIgnored });

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  const choosePreset = (value: PresetId) => {
    setChoice((c) => ({ ...c, preset: value }));
    if (url.preset) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (value === 'custom') setCustomOpen(true);
  };

  const lastRound = round?.over ? round : null;
  const outcome = session.finished ?? (lastRound && saved ? recordedOutcome(records, saved.scoreKey, lastRound.score) : null);
  const result =
    session.finished && lastRound ? arithmeticResult({ round: lastRound, outcome: session.finished, recent: record.recent, onShareOutcome: announce, playAgain: start }) : null;
  const shownMs = playing ? timed.remainingMs : round?.over ? 0 : settings.durationS * 1000;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="arith"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={start}
      restartLabel="New round"
      stats={[
        { label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'arith-time arith-time--low' : 'arith-time'}>{formatCountdown(shownMs)}</span> },
        { label: 'Score', value: round?.score ?? 0 },
        { label: 'Best', value: liveBest(records, scoreKey, playing && round ? round.score : 0) },
      ]}
      toolbar={<Tools preset={preset} playing={playing} onPreset={choosePreset} onCustom={() => setCustomOpen(true)} onQuit={quit} />}
      announcement={session.announcement}
      result={result}
      onResultClose={() => {
        session.closeResult();
        focusAfterRender(startRef);
      }}
      paused={session.paused}
      onResume={() => {
        timed.resume();
        focusAfterRender(inputRef);
      }}
    >
      <Board
        testId={descriptor.ready.testId}
        round={round}
        settings={settings}
        presetName={playing && round ? presetLabel(round.preset, round.settings) : presetLabel(preset, settings)}
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
