import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { deferred } from '@games/shared/game-kit/deferred';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Select } from '@games/shared/game-kit/controls/Select';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { useTones } from '@games/shared/game-kit/sound/useSoundSetting';
import { createStore } from '@games/shared/game-kit/storage';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { padForKey } from './keys';
import { isSequenceGame, levelReached, LIVES, newGame, playbackFrame, press, resumeAt, start, tick, type SequenceGame } from './logic/game';
import { isMode, MODES, modeSpec, padCount, stepTiming, type Mode } from './logic/modes';
import { MISTAKE_CUE, padCue } from './sound';
import './sequence-game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const SLUG = descriptor.slug;

interface Settings {
  mode: Mode;
  casual: boolean;
  sound: boolean;
}

const DEFAULT_SETTINGS: Settings = { mode: 'simon', casual: false, sound: false };
const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  isMode((value as Settings).mode) &&
  typeof (value as Settings).casual === 'boolean' &&
  typeof (value as Settings).sound === 'boolean';
const settingsStore = createStore<Settings>({ key: `${SLUG}:settings`, version: 1, validate: isSettings });
const gameStore = createStore<SequenceGame>({ key: `${SLUG}:game`, version: 1, validate: (value): value is SequenceGame => isSequenceGame(value, isMode) });

/** Best levels are kept per mode, and apart for casual games (three lives make it easier). */
const scoreKey = (mode: Mode, casual: boolean) => (casual ? `${mode}:casual` : mode);
const modeLabel = (mode: Mode) => modeSpec(mode).label;
const now = () => Date.now();
const PRESS_ECHO_MS = 220;

/** `?mode=grid9` picks a mode from a link (tests, sharing). */
function modeFromUrl(): Mode | null {
  const mode = pageQuery().get('mode');
  return isMode(mode) ? mode : null;
}

/** The game on arrival: a seeded URL's game (continued if it is the saved one), else the saved game, else a new one. */
function arrival(settings: Settings, reduced: boolean): SequenceGame {
  const seed = seedFromUrl();
  const mode = modeFromUrl() ?? settings.mode;
  const saved = gameStore.load();
  if (saved && (!seed || (saved.seed === seed && saved.mode === mode))) return resumeAt(saved, now(), reduced);
  return newGame(seed ?? randomSeed(), mode, settings.casual, reduced);
}

/** Simon / sequence memory: the pure game in logic/game.ts; the clock, playback frames, tones and keys here. */
export default function Game({ title }: GameProps) {
  const reduced = usePrefersReducedMotion();
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [game, setGameState] = useState<SequenceGame>(() => arrival(settings, reduced));
  const current = useRef(game);
  const [clock, setClock] = useState(now);
  const [pressed, setPressed] = useState<number | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  const { announcement, announce } = useAnnouncer();
  const scores = useScoreRecords(SLUG, scoreKey(game.mode, game.casual));
  const playTones = useTones(settings.sound);
  const gridRef = useRef<RovingGrid | null>(null);
  const side = modeSpec(game.mode).side;
  const pads = padCount(game.mode);

  const finish = useCallback(
    (ended: SequenceGame) => {
      const level = levelReached(ended);
      const outcome = scores.finishRound(level);
      const label = modeLabel(ended.mode) + (ended.casual ? ' · casual' : '');
      announce(`Game over. Level ${level}. ${outcome.newBest ? 'New best level!' : `Best level ${outcome.best}.`}`);
      const base = scoreResult({
        title: outcome.newBest ? 'New best level!' : 'Game over',
        outcome,
        formatScore: (n) => `Level ${n}`,
        lines: [{ label: 'Mode', value: label }],
        shareText: [`Sequence memory · ${label}`, `🔢 Level ${level}${outcome.newBest ? ' · new best!' : ''}`].join('\n'),
        onShareOutcome: announce,
        playAgain: { label: 'Play again', onClick: () => restartRef.current() },
      });
      setResult({
        ...base,
        details: (
          <>
            {base.details}
            <ScoreHistoryChart recent={outcome.records.byKey[scoreKey(ended.mode, ended.casual)]?.recent ?? []} title={`Recent levels, ${label}`} />
          </>
        ),
      });
    },
    [announce, scores],
  );

  const show = useCallback(
    (next: SequenceGame) => {
      const before = current.current;
      if (next === before) return;
      current.current = next;
      setGameState(next);
      setClock(now());
      gameStore.save(next);
      if (next.phase === 'input' && before.phase === 'playback') announce(`Your turn: repeat ${next.sequence.length} ${next.sequence.length === 1 ? 'step' : 'steps'}${modeSpec(next.mode).reverse ? ' backwards' : ''}.`);
      else if (next.phase === 'over' && before.phase !== 'over') finish(next);
    },
    [announce, finish],
  );

  const restart = useCallback(
    (mode: Mode = current.current.mode, casual: boolean = current.current.casual) => {
      setResult(null);
      show(newGame(randomSeed(), mode, casual, reduced));
    },
    [reduced, show],
  );
  const restartRef = useRef(restart);
  restartRef.current = restart;

  // Focus goes to the pads after the render that lifts the Start cover (the pads are inert under it).
  const [padsFocusWanted, setPadsFocusWanted] = useState(0);
  useEffect(() => {
    if (padsFocusWanted) gridRef.current?.focus();
  }, [padsFocusWanted]);
  const begin = () => {
    show(start({ ...current.current, reduced }, now()));
    announce(`Watch the sequence.`);
    setPadsFocusWanted((n) => n + 1);
  };

  // The playback's frames: the logic says what is lit and when it changes; the view waits for that moment.
  const frame = playbackFrame(game, clock);
  useEffect(() => {
    if (game.phase !== 'playback') return;
    if (frame.done) {
      show(tick(current.current, now()));
      return;
    }
    if (frame.nextAt === null) return;
    const timer = window.setTimeout(() => setClock(now()), Math.max(0, frame.nextAt - now()));
    return () => window.clearTimeout(timer);
  }, [game, frame.done, frame.nextAt, show]);

  // Each step's tone, as it lights.
  useEffect(() => {
    if (frame.pad !== null) playTones(padCue(pads, frame.pad, stepTiming(game.mode, game.reduced).onMs));
  }, [frame.index, frame.pad, pads, game.mode, game.reduced, playTones]);

  useEffect(() => {
    if (pressed === null) return;
    const timer = window.setTimeout(() => setPressed(null), PRESS_ECHO_MS);
    return () => window.clearTimeout(timer);
  }, [pressed]);

  const onPress = useCallback(
    (pad: number) => {
      const step = press(current.current, pad, now());
      if (step.outcome === 'ignored') return;
      if (step.outcome === 'mistake' || step.outcome === 'over') {
        playTones(MISTAKE_CUE);
        if (step.outcome === 'mistake') announce(`Wrong pad. ${step.game.lives} ${step.game.lives === 1 ? 'life' : 'lives'} left. Watch again.`);
      } else {
        playTones(padCue(padCount(step.game.mode), pad, 200));
        setPressed(pad);
        if (step.outcome === 'round') announce(`Level ${levelReached(step.game)} done. Watch: ${step.game.sequence.length} steps.`);
      }
      show(step.game);
    },
    [announce, show, playTones],
  );

  // Letter keys, number keys and the numeric keypad press pads anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event) || event.repeat) return;
      const pad = padForKey(modeSpec(current.current.mode).side, event.key, event.code);
      if (pad === null) return;
      event.preventDefault();
      onPress(pad);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onPress]);

  // Saved when the page is left; a playback the player could not see (the tab was hidden) plays again from
  // its start when the page is back.
  useEffect(() => {
    const save = () => gameStore.save(current.current);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
      else if (current.current.phase === 'playback') show(resumeAt(current.current, now(), current.current.reduced));
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [show]);

  const level = levelReached(game);
  const key = scoreKey(game.mode, game.casual);
  const showWrong = game.wrong !== null && (game.phase === 'over' || (game.phase === 'playback' && game.startsAt !== null && clock < game.startsAt));
  const status =
    game.phase === 'ready'
      ? 'Press Start, watch, then repeat.'
      : game.phase === 'playback'
        ? 'Watch…'
        : game.phase === 'input'
          ? `Your turn: ${game.entered} of ${game.sequence.length}`
          : `Game over at level ${level}.`;

  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      className="sq"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => restart()}
      restartLabel="New game"
      announcement={announcement}
      result={result}
      onResultClose={() => setResult(null)}
      stats={[
        { label: 'Level', value: level },
        { label: 'Best', value: liveBest(scores.records, key, level) },
        ...(game.casual ? [{ label: 'Lives', value: <span aria-label={`${game.lives} of ${LIVES}`}>{'♥'.repeat(game.lives) + '♡'.repeat(LIVES - game.lives)}</span> }] : []),
      ]}
      controls={
        <Select
          label="Mode"
          hideLabel
          value={game.mode}
          options={MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
          onChange={(value) => {
            const mode = value as Mode;
            setSettings((s) => ({ ...s, mode }));
            restart(mode, settings.casual);
          }}
        />
      }
      toolbar={
        <div className="sq-tools">
          <p className={`sq-status sq-status--${game.phase}`} data-testid="sq-status">
            {game.phase === 'input' && <span aria-hidden="true">▶ </span>}
            {status}
          </p>
          <Switch label="Sound" checked={settings.sound} onChange={(on) => setSettings((s) => ({ ...s, sound: on }))} />
          <GameOptions>
            <Switch
              label="Casual"
              description="Three lives: a mistake replays the sequence. Starts a new game."
              checked={settings.casual}
              onChange={(casual) => {
                setSettings((s) => ({ ...s, casual }));
                restart(current.current.mode, casual);
              }}
            />
          </GameOptions>
        </div>
      }
    >
      <Board
        side={side}
        simon={side === 2}
        phase={game.phase}
        level={game.sequence.length}
        lit={frame.pad}
        litStep={frame.index === null ? null : frame.index + 1}
        pressed={pressed}
        wrong={showWrong ? game.wrong : null}
        testId={descriptor.ready.testId}
        gridRef={(grid) => (gridRef.current = grid)}
        onPress={onPress}
        overlay={
          game.phase === 'ready' ? (
            <button type="button" className="gk-button gk-button--primary sq-start" onClick={begin}>
              Start
            </button>
          ) : game.phase === 'over' && !result ? (
            <button type="button" className="gk-button gk-button--primary sq-start" onClick={() => restart()}>
              Play again
            </button>
          ) : undefined
        }
      />
    </GameFrame>
  );
}
