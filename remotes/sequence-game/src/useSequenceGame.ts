// The game as it is played: the saved game, the clock that drives the playback, its tones, the presses, the end
// (score records and result) and the page left and come back to. Rules come from logic/; this hook keeps state
// and time and turns them into announcements.
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { useTones } from '@games/shared/game-kit/sound/useSoundSetting';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
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

/** The game on arrival: a seeded URL's game (continued if it is the saved one), else the saved game, else a new one. */
function arrival(settings: Settings, reduced: boolean): SequenceGame {
  const seed = seedFromUrl();
  const mode = modeFromUrl() ?? settings.mode;
  const saved = gameStore.load();
  if (saved && (!seed || (saved.seed === seed && saved.mode === mode))) return resumeAt(saved, now(), reduced);
  return newGame(seed ?? randomSeed(), mode, settings.casual, reduced);
}

export function useSequenceGame(settings: Settings, reduced: boolean) {
  const [game, setGameState] = useState<SequenceGame>(() => arrival(settings, reduced));
  const current = useRef(game);
  const [clock, setClock] = useState(now);
  const [pressed, setPressed] = useState<number | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  const { announcement, announce } = useAnnouncer();
  const scores = useScoreRecords(SLUG, scoreKey(game.mode, game.casual));
  const playTones = useTones(settings.sound);
  const pads = padCount(game.mode);

  const finish = useCallback(
    (ended: SequenceGame) => {
      const level = levelReached(ended);
      const outcome = scores.finishRound(level);
      announce(endWords(level, outcome));
      setResult(sequenceResult(ended, outcome, announce, () => restartRef.current()));
    },
    [announce, scores],
  );

  /** Makes `next` the game: saves it and says what changed. */
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

  const begin = () => {
    show(start({ ...current.current, reduced }, now()));
    announce(`Watch the sequence.`);
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

  // Saved when the page is left; a playback the player could not see (the tab was hidden) plays again from
  // its start when the page is back.
  useLeaveAndReturn(
    () => gameStore.save(current.current),
    () => {
      if (current.current.phase === 'playback') show(resumeAt(current.current, now(), current.current.reduced));
    },
  );

  const showWrong = game.wrong !== null && (game.phase === 'over' || (game.phase === 'playback' && game.startsAt !== null && clock < game.startsAt));
  return {
    game,
    /** The mode's side, read at the moment (the key listener outlives a render). */
    sideNow: () => modeSpec(current.current.mode).side,
    frame,
    pressed,
    wrong: showWrong ? game.wrong : null,
    result,
    closeResult: () => setResult(null),
    records: scores.records,
    announcement,
    begin,
    restart,
    onPress,
  };
}
