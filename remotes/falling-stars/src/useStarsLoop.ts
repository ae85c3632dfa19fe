import { useFixedStepLoop } from '@games/shared/game-kit/game-loop/useFixedStepLoop';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeEvents, livesText } from './hud/announcements';
import { playHudOf, samePlayHud } from './hud/playHud';
import { sameScoreboard, scoreboardOf } from './hud/scoreboard';
import { createValueStore } from './hud/valueStore';
import { axisFor } from './input/keys';
import { WORLD_HEIGHT, WORLD_WIDTH } from './logic/config';
import { pause, start, step, type GameState } from './logic/game';
import { RADIUS } from './logic/items';
import { createCatcherSprites } from './render/catcherSprites';
import { DirtyRects } from './render/dirtyRects';
import { addEventEffects } from './render/eventEffects';
import { ageEffects, newEffects } from './render/particles';
import { canStepDown, SlowFrameWatch } from './render/resolution';
import { drawScene, type SceneView } from './render/scene';
import { skyStars, skySvg, svgDataUrl } from './render/sky';
import { createSprites } from './render/sprites';
import { createTextSprites } from './render/textSprites';
import { useCanvasSize } from './useCanvasSize';

/** What steers the basket: held keys, or the pointer's x in world units (null when the pointer is away). */
export interface StageInput {
  left: boolean;
  right: boolean;
  pointerX: number | null;
}

export interface StarsLoopOptions {
  /**
   * The session's game: the run on arrival (`?seed=…` makes it reproducible), then the run at its last status
   * change. The loop runs while its status is 'running'.
   */
  game: GameState;
  announce: (text: string) => void;
  /** The player chose calm effects: drawn as under prefers-reduced-motion. */
  calm: boolean;
  /** The run's status changed (started, paused, resumed, over): the session's step. */
  onStatus: (state: GameState) => void;
}

/**
 * The running game outside React's renders: the state lives in a ref, each animation frame steps and draws
 * it on the canvas, and the session hears of it only when the status changes (its steps: start, pause, game
 * over). Score, lives and the in-play HUD go
 * to value stores that their own small views watch (a re-render of the game would cost a frame on a slow
 * phone).
 */
export function useStarsLoop({ game, announce, calm, onStatus }: StarsLoopOptions) {
  const { status } = game;
  const gameRef = useRef(game);
  const [scoreStore] = useState(() => createValueStore(scoreboardOf(gameRef.current), sameScoreboard));
  const [hudStore] = useState(() => createValueStore(playHudOf(gameRef.current), samePlayHud));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const input = useRef<StageInput>({ left: false, right: false, pointerX: null });
  const fx = useRef(newEffects());
  const latest = useRef({ announce, onStatus });
  latest.current = { announce, onStatus };
  const reducedMotion = usePrefersReducedMotion() || calm;
  // Adaptive resolution: steps the backing store down when play keeps missing frames, and stays there for
  // this visit (stepping back up would only make the same device miss frames again).
  const [resolutionSteps, setResolutionSteps] = useState(0);
  const resolutionStepsRef = useRef(resolutionSteps);
  resolutionStepsRef.current = resolutionSteps;
  const [slowFrames] = useState(() => new SlowFrameWatch());
  const size = useCanvasSize(canvasRef, resolutionSteps);
  const stars = useMemo(() => skyStars(WORLD_WIDTH, WORLD_HEIGHT), []);
  const sky = useMemo(() => svgDataUrl(skySvg(WORLD_WIDTH, WORLD_HEIGHT, stars)), [stars]);
  const [dirty] = useState(() => new DirtyRects());

  const view = useMemo<SceneView | null>(() => {
    if (!size) return null;
    const pxPerUnit = (size.width * size.dpr) / WORLD_WIDTH;
    return {
      pxPerUnit,
      twinkles: stars.filter((_, index) => index % 3 === 0),
      sprites: createSprites(RADIUS, pxPerUnit),
      catchers: createCatcherSprites(pxPerUnit),
      texts: createTextSprites(pxPerUnit),
      reducedMotion,
    };
  }, [size, reducedMotion, stars]);
  const viewRef = useRef(view);
  viewRef.current = view;
  // A new view means a new canvas size or look: the next frame starts from a clear canvas.
  useEffect(() => dirty.invalidate(), [dirty, view]);

  const lastFrame = useRef(0);
  const draw = useCallback(
    (alpha: number, now: number) => {
      hudStore.set(playHudOf(gameRef.current));
      const ctx = canvasRef.current?.getContext('2d');
      const currentView = viewRef.current;
      if (!ctx || !currentView) return;
      const elapsed = lastFrame.current ? Math.min(now - lastFrame.current, 100) : 0;
      lastFrame.current = now;
      ageEffects(fx.current, elapsed);
      drawScene(ctx, gameRef.current, alpha, now, currentView, fx.current, dirty);
    },
    [hudStore, dirty],
  );

  // The session (and React) hear only of status changes, never of each frame.
  const statusRef = useRef(game.status);
  const syncHud = useCallback(() => {
    const state = gameRef.current;
    scoreStore.set(scoreboardOf(state));
    if (statusRef.current === state.status) return;
    statusRef.current = state.status;
    latest.current.onStatus(state);
  }, [scoreStore]);

  const update = useCallback((dt: number) => {
    const { left, right, pointerX } = input.current;
    const next = step(gameRef.current, dt, { axis: axisFor(left, right), pointerX });
    gameRef.current = next;
    if (!next.events.length) return;
    addEventEffects(fx.current, next.events, viewRef.current?.reducedMotion ?? false);
    const words = describeEvents(next.events);
    if (words) latest.current.announce(words);
  }, []);

  const render = useCallback(
    (alpha: number, now: number) => {
      draw(alpha, now);
      syncHud();
      if (slowFrames.frame(now) && canStepDown(window.devicePixelRatio, resolutionStepsRef.current)) {
        setResolutionSteps(resolutionStepsRef.current + 1);
      }
    },
    [draw, syncHud, slowFrames],
  );

  /** Applies a status change (start, pause, resume) and says it. */
  const apply = useCallback(
    (change: (state: GameState) => GameState) => {
      const before = gameRef.current;
      const after = change(before);
      if (after === before) return;
      gameRef.current = after;
      syncHud();
      const say = latest.current.announce;
      if (after.status === 'paused') say('Paused.');
      else if (after.status === 'running' && before.status === 'paused') say('Resumed.');
      else if (after.status === 'running' && before.status === 'ready') say(`Go! ${livesText(after.lives)}.`);
    },
    [syncHud],
  );

  const { paused: autoPaused } = useFixedStepLoop({ running: status === 'running', update, render, onAutoPause: () => apply(pause) });

  // Draw a still frame whenever the loop is not running (start screen, pause, game over, resize).
  useEffect(() => {
    if (status !== 'running' || autoPaused) {
      slowFrames.reset();
      draw(1, performance.now());
    }
  }, [status, autoPaused, view, draw, slowFrames]);

  /** `fresh` (the session's new game), started at once (Play again, New game). */
  const newRun = useCallback(
    (fresh: GameState) => {
      gameRef.current = start(fresh);
      fx.current = newEffects();
      syncHud();
      latest.current.announce(`New game. ${livesText(gameRef.current.lives)}.`);
    },
    [syncHud],
  );

  /** The run as it is now (the session's game is the run at its last status change). */
  const current = useCallback(() => gameRef.current, []);

  return { scoreStore, hudStore, canvasRef, input, sky, apply, newRun, current };
}
