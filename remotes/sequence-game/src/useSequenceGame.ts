// The game as it is played: the step-score session (the saved game, records, the announcer), the clock that
// drives the playback, its tones, the presses, the end's result and the page left and come back to. Rules come
// from logic/; this hook keeps time and turns it into announcements.
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { useTones } from '@games/shared/game-kit/sound/useSoundSetting';
import { pageQuery, randomSeed } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { levelReached, newGame, playbackFrame, press, resumeAt, start, tick, type SequenceGame } from './logic/game';
import { isMode, modeSpec, padCount, stepTiming, type Mode } from './logic/modes';
import { endWords, sequenceResult } from './sequenceResult';
import { MISTAKE_CUE, padCue } from './sound';
import { gameStore, scoreKey, SLUG, type Settings } from './stores';
import { useLeaveAndReturn } from '@games/shared/game-kit/useLeaveAndReturn';

const now = () => Date.now();
const PRESS_ECHO_MS = 220;

/** `?mode=grid9` picks a mode from a link (tests, sharing). */
function modeFromUrl(): Mode | null {
  const mode = pageQuery().get('mode');
  return isMode(mode) ? mode : null;
}

/** What the step-score session needs to know of a game: its score is the level reached, kept per mode and apart when casual. */
const rules = {
  store: gameStore,
  isOver: (game: SequenceGame) => game.phase === 'over',
  score: levelReached,
  scoreKeyOf: (game: SequenceGame) => scoreKey(game.mode, game.casual),
};

export function useSequenceGame(settings: Settings, reduced: boolean) {
  const session = useStepScoreSession({
    ...rules,
    gameKey: SLUG,
    newGame: (seed) => newGame(seed, settings.mode, settings.casual, reduced),
    // A seeded URL's game is continued when it is the saved one (same seed and mode).
    open(seed) {
      const mode = modeFromUrl() ?? settings.mode;
      const saved = gameStore.load();
      if (saved && (!seed || (saved.seed === seed && saved.mode === mode))) return resumeAt(saved, now(), reduced);
      return newGame(seed ?? randomSeed(), mode, settings.casual, reduced);
    },
  });
  const { game, announce, play, current } = session;
  const [clock, setClock] = useState(now);
  const [pressed, setPressed] = useState<number | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  const playTones = useTones(settings.sound);
  const pads = padCount(game.mode);

  /** Makes `next` the game (saved by the session) and says what changed; the end with its result. */
  const show = useCallback(
    (next: SequenceGame) => {
      const before = current();
      if (next === before) return;
      const outcome = play(next);
      setClock(now());
      if (next.phase === 'input' && before.phase === 'playback') announce(`Your turn: repeat ${next.sequence.length} ${next.sequence.length === 1 ? 'step' : 'steps'}${modeSpec(next.mode).reverse ? ' backwards' : ''}.`);
      else if (outcome) {
        announce(endWords(levelReached(next), outcome));
        setResult(sequenceResult(next, outcome, announce, () => restartRef.current()));
      }
    },
    [announce, play, current],
  );

  const restart = useCallback(
    (mode: Mode = current().mode, casual: boolean = current().casual) => {
      setResult(null);
      show(newGame(randomSeed(), mode, casual, reduced));
    },
    [reduced, show, current],
  );
  const restartRef = useRef(restart);
  restartRef.current = restart;

  const begin = () => {
    show(start({ ...current(), reduced }, now()));
    announce(`Watch the sequence.`);
  };

  // The playback's frames: the logic says what is lit and when it changes; the view waits for that moment.
  const frame = playbackFrame(game, clock);
  useEffect(() => {
    if (game.phase !== 'playback') return;
    if (frame.done) {
      show(tick(current(), now()));
      return;
    }
    if (frame.nextAt === null) return;
    const timer = window.setTimeout(() => setClock(now()), Math.max(0, frame.nextAt - now()));
    return () => window.clearTimeout(timer);
  }, [game, frame.done, frame.nextAt, show, current]);

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
      const step = press(current(), pad, now());
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
    [announce, show, playTones, current],
  );

  // Saved when the page is left; a playback the player could not see (the tab was hidden) plays again from
  // its start when the page is back.
  useLeaveAndReturn(
    () => gameStore.save(current()),
    () => {
      if (current().phase === 'playback') show(resumeAt(current(), now(), current().reduced));
    },
  );

  const showWrong = game.wrong !== null && (game.phase === 'over' || (game.phase === 'playback' && game.startsAt !== null && clock < game.startsAt));
  return {
    game,
    /** The mode's side, read at the moment (the key listener outlives a render). */
    sideNow: () => modeSpec(current().mode).side,
    frame,
    pressed,
    wrong: showWrong ? game.wrong : null,
    result,
    closeResult: () => setResult(null),
    records: session.records,
    best: session.best,
    announcement: session.announcement,
    begin,
    restart,
    onPress,
  };
}
