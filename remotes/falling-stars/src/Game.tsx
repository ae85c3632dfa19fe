import { pageQuery, randomSeed, seedFromUrl } from '../../../shared/src/game-kit/url-options';
import { GameFrame, usePersistentState } from '@games/shared/game-kit';
import { useFixedStepLoop } from '../../../shared/src/game-kit/game-loop/useFixedStepLoop';
import type { GameProps } from '@games/shared/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { HowToPlay } from './HowToPlay';
import { actionForKey, axisFor } from './input/keys';
import { NO_BEST, recordGame, type BestRecord } from './logic/bestScore';
import { MAX_LIVES, WORLD_HEIGHT, WORLD_WIDTH } from './logic/config';
import { multiplier, newGame, pause, resume, start, step, togglePause, type GameEvent, type GameState, type GameStatus } from './logic/game';
import { RADIUS, type PowerUpKind } from './logic/items';
import { ageEffects, burst, newEffects } from './render/particles';
import { drawScene, type SceneView } from './render/scene';
import { paintSky, skyStars } from './render/sky';
import { createSprites } from './render/sprites';
import { bestStore, GAME_KEY } from './stores';
import { useCanvasSize } from './useCanvasSize';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './fallingStars.css';


interface UrlOptions {
  seed: string | null;
  lives: number | undefined;
}

/** `?seed=…` starts a reproducible run; `?lives=1` (1–5) changes the starting lives (for tests and practice). */
function readUrl(): UrlOptions {
  const params = pageQuery();
  const lives = Number(params.get('lives'));
  return {
    seed: seedFromUrl(params),
    lives: Number.isInteger(lives) && lives >= 1 && lives <= MAX_LIVES ? lives : undefined,
  };
}

interface Hud {
  status: GameStatus;
  score: number;
  lives: number;
  shield: boolean;
}

const hudOf = (state: GameState): Hud => ({ status: state.status, score: state.score, lives: state.lives, shield: state.shield });
const sameHud = (a: Hud, b: Hud) => a.status === b.status && a.score === b.score && a.lives === b.lives && a.shield === b.shield;

const POWER_UP_NAME: Record<PowerUpKind, string> = {
  magnet: 'Magnet: stars are pulled in',
  wide: 'Wide basket',
  slow: 'Slow motion',
  shield: 'Shield: the next lost life is saved',
  heart: 'Extra life',
};

const livesText = (lives: number) => `${lives} ${lives === 1 ? 'life' : 'lives'} left`;

interface Finished {
  score: number;
  best: number;
  newBest: boolean;
  combo: number;
}

export default function Game({ slug, title }: GameProps) {
  const [best, setBest] = usePersistentState<BestRecord>(bestStore, NO_BEST);
  const [url] = useState(readUrl);
  const gameRef = useRef<GameState>(null as unknown as GameState);
  if (gameRef.current === null) gameRef.current = newGame(url.seed ?? randomSeed(), { lives: url.lives });
  const [hud, setHud] = useState<Hud>(() => hudOf(gameRef.current));
  const [announcement, setAnnouncement] = useState('');
  const [finished, setFinished] = useState<Finished | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const againButtonRef = useRef<HTMLButtonElement>(null);
  const input = useRef({ left: false, right: false, pointerX: null as number | null });
  const fx = useRef(newEffects());
  const bestRef = useRef(best);
  bestRef.current = best;
  const reducedMotion = usePrefersReducedMotion();
  const size = useCanvasSize(canvasRef);

  const view = useMemo<SceneView | null>(() => {
    if (!size) return null;
    const pxPerUnit = (size.width * size.dpr) / WORLD_WIDTH;
    const stars = skyStars(WORLD_WIDTH, WORLD_HEIGHT);
    return {
      pxPerUnit,
      sky: paintSky(WORLD_WIDTH, WORLD_HEIGHT, pxPerUnit, stars),
      twinkles: stars.filter((_, index) => index % 3 === 0),
      sprites: createSprites(RADIUS, pxPerUnit),
      reducedMotion,
    };
  }, [size, reducedMotion]);
  const viewRef = useRef(view);
  viewRef.current = view;

  const lastFrame = useRef(0);
  const draw = useCallback((alpha: number, now: number) => {
    const canvas = canvasRef.current;
    const currentView = viewRef.current;
    if (!canvas || !currentView) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const elapsed = lastFrame.current ? Math.min(now - lastFrame.current, 100) : 0;
    lastFrame.current = now;
    ageEffects(fx.current, elapsed);
    drawScene(ctx, gameRef.current, alpha, now, currentView, fx.current);
  }, []);

  // React only re-renders when a shown figure changes, never once per frame.
  const hudRef = useRef(hud);
  const syncHud = useCallback(() => {
    const next = hudOf(gameRef.current);
    if (sameHud(hudRef.current, next)) return;
    hudRef.current = next;
    setHud(next);
  }, []);

  const finish = useCallback(
    (state: GameState) => {
      const before = bestRef.current;
      const newBest = state.score > before.score;
      setFinished({ score: state.score, best: Math.max(before.score, state.score), newBest, combo: state.bestCombo });
      setBest((current) => recordGame(current, state.score, state.bestCombo));
      setAnnouncement(`Game over. Score ${state.score}.${newBest && state.score > 0 ? ' New best score!' : ` Best ${before.score}.`}`);
    },
    [setBest],
  );

  const handleEvents = useCallback(
    (events: GameEvent[]) => {
      const effects = fx.current;
      const reduced = viewRef.current?.reducedMotion ?? false;
      for (const event of events) {
        switch (event.type) {
          case 'catch':
            burst(effects, event.x, event.y, reduced ? 3 : event.kind === 'gold' ? 22 : 12, event.kind === 'gold' ? ['#ffd23f', '#ff9f1c', '#fff'] : ['#fff6c0', '#ffe27a', '#ffffff']);
            effects.texts.push({ x: event.x, y: event.y - 14, text: `+${event.points}`, life: 700, colour: event.kind === 'gold' ? '#ffd23f' : '#ffffff' });
            break;
          case 'power-up':
            burst(effects, event.x, event.y, reduced ? 3 : 16, ['#8ef0ff', '#ff6b8b', '#ffffff']);
            setAnnouncement(POWER_UP_NAME[event.kind]);
            break;
          case 'bomb':
            burst(effects, event.x, event.y, reduced ? 4 : 26, ['#ff4d5e', '#ffb347', '#666']);
            if (!reduced) effects.shakeMs = 350;
            if (event.shielded) setAnnouncement('Bomb! Your shield saved you.');
            break;
          case 'miss':
            if (event.shielded) setAnnouncement('Missed a star. Your shield saved you.');
            break;
          case 'life-lost': {
            const cause = events.some((other) => other.type === 'bomb') ? 'Bomb!' : 'Missed a star!';
            if (event.lives > 0) setAnnouncement(`${cause} ${livesText(event.lives)}.`);
            break;
          }
          case 'milestone':
            setAnnouncement(`${event.score} points!`);
            break;
          case 'level':
            setAnnouncement(`Level ${event.level}: faster!`);
            break;
          case 'over':
            finish(gameRef.current);
            break;
        }
      }
    },
    [finish],
  );

  const update = useCallback(
    (dt: number) => {
      const { left, right, pointerX } = input.current;
      const next = step(gameRef.current, dt, { axis: axisFor(left, right), pointerX });
      gameRef.current = next;
      if (next.events.length) handleEvents(next.events);
    },
    [handleEvents],
  );

  const render = useCallback(
    (alpha: number, now: number) => {
      draw(alpha, now);
      syncHud();
    },
    [draw, syncHud],
  );

  const apply = useCallback(
    (change: (state: GameState) => GameState) => {
      const before = gameRef.current;
      const after = change(before);
      if (after === before) return;
      gameRef.current = after;
      syncHud();
      if (after.status === 'paused') setAnnouncement('Paused.');
      else if (after.status === 'running' && before.status === 'paused') setAnnouncement('Resumed.');
      else if (after.status === 'running' && before.status === 'ready') setAnnouncement(`Go! ${livesText(after.lives)}.`);
    },
    [syncHud],
  );

  const { paused: autoPaused } = useFixedStepLoop({
    running: hud.status === 'running',
    update,
    render,
    onAutoPause: () => apply(pause),
  });

  // Draw a still frame whenever the loop is not running (start screen, pause, game over, resize).
  useEffect(() => {
    if (hud.status !== 'running' || autoPaused) draw(1, performance.now());
  }, [hud.status, autoPaused, view, draw]);

  const newRun = useCallback(() => {
    gameRef.current = start(newGame(randomSeed(), { lives: url.lives }));
    fx.current = newEffects();
    setFinished(null);
    syncHud();
    setAnnouncement(`New game. ${livesText(gameRef.current.lives)}.`);
    stageRef.current?.focus();
  }, [syncHud, url.lives]);

  const startGame = useCallback(() => {
    apply(start);
    stageRef.current?.focus();
  }, [apply]);

  // Keyboard: held keys steer; Space/P start and pause; Escape pauses; Enter starts.
  useEffect(() => {
    const ignored = (target: EventTarget | null) =>
      target instanceof Element && (target.closest('dialog, [role="dialog"], input, textarea, select, [contenteditable="true"]') !== null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey || ignored(event.target)) return;
      const action = actionForKey(event.key);
      if (!action) return;
      const onButton = event.target instanceof Element && event.target.closest('button, a') !== null;
      if (action === 'left' || action === 'right') {
        event.preventDefault();
        input.current[action] = true;
        input.current.pointerX = null;
        return;
      }
      // Space and Enter on a focused button press that button instead.
      if (onButton && (event.key === ' ' || event.key === 'Enter')) return;
      if (event.repeat) return;
      event.preventDefault();
      if (action === 'toggle-pause') apply(togglePause);
      else if (action === 'pause') apply(pause);
      else if (action === 'start') apply(start);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const action = actionForKey(event.key);
      if (action === 'left' || action === 'right') input.current[action] = false;
    };
    const release = () => {
      input.current.left = false;
      input.current.right = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
    };
  }, [apply]);

  // Pointer: a mouse steers by hovering, a finger or pen by dragging anywhere on the sky (the
  // handlers sit on the stage, so the start screen's cover also aims the basket).
  const toWorldX = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * WORLD_WIDTH;
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    input.current.pointerX = toWorldX(event);
    if (event.target !== canvasRef.current) return;
    if (event.pointerType !== 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || event.buttons !== 0 || event.pressure > 0) input.current.pointerX = toWorldX(event);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.type === 'pointerleave') input.current.pointerX = null;
  };

  useEffect(() => {
    if (hud.status === 'over') againButtonRef.current?.focus();
  }, [hud.status]);

  const paused = hud.status === 'paused';
  const status = hud.status;
  const currentMultiplier = multiplier(gameRef.current);
  const shownBest = Math.max(best.score, hud.score);
  const hearts = '♥'.repeat(Math.max(0, hud.lives));

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="fstars"
      howToPlay={<HowToPlay />}
      onRestart={newRun}
      restartLabel="New game"
      stats={[
        { label: 'Score', value: hud.score },
        { label: 'Best', value: shownBest },
        {
          label: 'Lives',
          value: (
            <span className="fstars-lives" role="img" aria-label={`${hud.lives} ${hud.lives === 1 ? 'life' : 'lives'}${hud.shield ? ', shield on' : ''}`}>
              <span aria-hidden="true">{hearts || '–'}</span>
              {hud.shield && (
                <span className="fstars-shield" aria-hidden="true">
                  {' '}
                  ◈
                </span>
              )}
            </span>
          ),
        },
      ]}
      toolbar={
        (status === 'running' || status === 'paused') && (
          <button
            type="button"
            className="gk-button"
            onClick={() => apply(togglePause)}
            aria-pressed={status === 'paused'}
            aria-keyshortcuts="Space P"
          >
            Pause
          </button>
        )
      }
      paused={paused}
      onResume={() => {
        apply(resume);
        stageRef.current?.focus();
      }}
    >
      <div
        className="fstars-wrap"
        data-testid="falling-stars"
        data-score={hud.score}
        data-lives={hud.lives}
        data-state={status}
        data-multiplier={currentMultiplier}
      >
        <div
          ref={stageRef}
          className="fstars-stage"
          role="application"
          aria-roledescription="game"
          aria-label="Falling Stars. Move the basket with the left and right arrow keys, A and D, the mouse or by dragging. Space pauses."
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onPointerLeave={onPointerEnd}
        >
          <canvas ref={canvasRef} className="fstars-canvas" data-testid="falling-stars-canvas" aria-hidden="true" />
          {status === 'ready' && (
            // A tap anywhere on the sky starts too (the Start button is the accessible way).
            <div className="fstars-overlay" onClick={(event) => event.target === event.currentTarget && startGame()}>
              <p className="fstars-overlay__title">Falling Stars</p>
              <p className="fstars-overlay__text">Catch the stars, dodge the bombs.</p>
              <button ref={startButtonRef} type="button" className="gk-button gk-button--primary fstars-overlay__action" onClick={startGame}>
                Start
              </button>
              <p className="fstars-overlay__hint">or press Space · tap the sky</p>
            </div>
          )}
          {status === 'over' && (
            <div className="fstars-overlay" role="group" aria-label="Game over">
              <p className="fstars-overlay__title">Game over</p>
              {finished?.newBest && finished.score > 0 && <p className="fstars-overlay__badge">New best!</p>}
              <dl className="fstars-overlay__figures">
                <div>
                  <dt>Score</dt>
                  <dd>{finished?.score ?? hud.score}</dd>
                </div>
                <div>
                  <dt>Best</dt>
                  <dd>{finished?.best ?? shownBest}</dd>
                </div>
                <div>
                  <dt>Best combo</dt>
                  <dd>{finished?.combo ?? 0}</dd>
                </div>
              </dl>
              <button ref={againButtonRef} type="button" className="gk-button gk-button--primary fstars-overlay__action" onClick={newRun}>
                Play again
              </button>
            </div>
          )}
        </div>
      </div>
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </GameFrame>
  );
}
