import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import { useEffect, useRef } from 'react';
import type { PlayHud } from './hud/playHud';
import type { ValueStore } from './hud/valueStore';
import type { GameState } from './logic/game';
import type { Item, ItemKind } from './logic/items';
import { createCatcherSprites } from './render/catcherSprites';
import type { DirtyRects } from './render/dirtyRects';
import { drawScene } from './render/scene';
import { createSprites } from './render/sprites';
import { createTextSprites } from './render/textSprites';
import type { Stage as GameStage } from './Stage';
import type { StageInput } from './useStarsLoop';

// Only the renderer is imported from the game's code: every module of the first chunk imported from this later
// chunk costs the first chunk an export table. The world's size and the items' radii are the game's
// (logic/config, logic/items: HowToPlay.test checks them).
export const WORLD = { width: 360, catcherY: 440 };
export const RADII: Record<ItemKind, number> = { star: 13, gold: 15, bomb: 13, magnet: 14, wide: 14, slow: 14, shield: 14, heart: 14 };
const item = (id: number, kind: ItemKind, x: number, y: number): Item => ({ id, kind, x, y, px: x, py: y, vy: 125, r: RADII[kind], phase: 0 });
const centre = WORLD.width / 2;

// A still frame of play: a star falling straight into the basket, a bomb falling beside it, a golden star further
// off. A new game (HowToPlay.test compares it with logic/game newGame), running, with no new item before these land.
export const EXAMPLE_STATE: GameState = {
  seed: 'how-to-play',
  status: 'running',
  startLives: 3,
  timeMs: 0,
  score: 0,
  lives: 3,
  combo: 0,
  bestCombo: 0,
  caught: 0,
  catcher: { x: centre, px: centre, vx: 0 },
  items: [item(1, 'star', centre, WORLD.catcherY - 110), item(2, 'bomb', centre + 110, WORLD.catcherY - 150), item(3, 'gold', 70, 120)],
  nextId: 4,
  spawnCount: 0,
  spawnInMs: 10_000,
  effects: { magnet: 0, wide: 0, slow: 0 },
  shield: false,
  events: [],
};
const hud: PlayHud = { level: 1, combo: 0, multiplier: 1, effects: [] };
const hudStore: ValueStore<PlayHud> = { get: () => hud, set: () => undefined, subscribe: () => () => undefined };
const untracked = { add: () => undefined, clear: () => undefined } as unknown as DirtyRects;

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own Stage, passed in by Game: imported here, webpack could no longer inline it into the first chunk. */
  Stage: typeof GameStage;
}

/** The game's stage with one frame of the example drawn on its canvas by the game's own renderer. */
function ExampleStage({ Stage }: HowToPlayProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const input = useRef<StageInput>({ left: false, right: false, pointerX: null });
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    // Drawn once the dialog has laid the stage out (a canvas of no size cannot take the sprites).
    const draw = () => {
      const { width, height } = canvas.getBoundingClientRect();
      if (width < 1 || height < 1) return;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      const pxPerUnit = canvas.width / WORLD.width;
      const view = { pxPerUnit, twinkles: [], sprites: createSprites(RADII, pxPerUnit), catchers: createCatcherSprites(pxPerUnit), texts: createTextSprites(pxPerUnit), reducedMotion: true };
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      drawScene(ctx, EXAMPLE_STATE, 1, 0, view, { particles: [], texts: [], shakeMs: 0 }, untracked);
    };
    if (typeof ResizeObserver === 'undefined') return draw();
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  return (
    <Stage
      status="running"
      stageRef={stageRef}
      canvasRef={canvasRef}
      input={input}
      hudStore={hudStore}
      sky="none"
      onStart={() => undefined}
      canvasTestId="falling-stars-example"
    />
  );
}

export function HowToPlay({ Stage }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Catch the falling <strong>stars</strong> (10 points, golden 50) and dodge the <strong>bombs</strong>. A bomb caught or a white star
          missed costs one of your 3 lives. Every 5 catches in a row raise the multiplier, up to ×5.
        </p>
      }
      example={<ExampleStage Stage={Stage} />}
      exampleCaption="The basket is right under a falling star: it will catch it, while the bomb to its right falls past."
      touch={<p>Drag on the sky to move the basket. Tap the sky to start.</p>}
      mouse={<p>Move the mouse over the sky to steer the basket.</p>}
      keyboard={[
        { keys: '← →', does: 'move the basket (or A D)' },
        { keys: 'Enter', does: 'start' },
        { keys: 'Space', does: 'start, pause and resume (or P)' },
        { keys: 'Escape', does: 'pause' },
      ]}
      more={
        <p>
          Things fall faster every 30 seconds. Power-ups: magnet, wide basket, slow-mo, shield (saves a life), heart (a life). Calm effects
          turns off the shake.
        </p>
      }
    />
  );
}
