import {
  CATCHER_ACCELERATION,
  CATCHER_BRAKING,
  CATCHER_FOLLOW_RATE,
  CATCHER_HEIGHT,
  CATCHER_MAX_SPEED,
  CATCHER_WIDTH,
  CATCHER_Y,
  WIDE_FACTOR,
  WORLD_WIDTH,
} from './config';
import { clamp, type Rect } from './geometry';

export interface Catcher {
  /** Centre x. */
  x: number;
  /** Centre x at the previous step, for interpolated drawing. */
  px: number;
  /** Horizontal speed in units/s (keyboard movement). */
  vx: number;
}

/** What the player does this step: keys held (-1 left, 1 right) or a pointer x in world units. */
export interface CatcherInput {
  axis: -1 | 0 | 1;
  pointerX: number | null;
}

export const NO_INPUT: CatcherInput = { axis: 0, pointerX: null };

export function newCatcher(): Catcher {
  return { x: WORLD_WIDTH / 2, px: WORLD_WIDTH / 2, vx: 0 };
}

export function catcherWidth(wide: boolean): number {
  return wide ? CATCHER_WIDTH * WIDE_FACTOR : CATCHER_WIDTH;
}

/** The catching zone: the basket's top part. */
export function catcherRect(catcher: Pick<Catcher, 'x'>, width: number): Rect {
  return { x: catcher.x - width / 2, y: CATCHER_Y, width, height: CATCHER_HEIGHT };
}

function approach(value: number, target: number, maxChange: number): number {
  if (value < target) return Math.min(value + maxChange, target);
  return Math.max(value - maxChange, target);
}

/**
 * Moves the catcher one step. A pointer pulls it smoothly to the pointer's x; keys accelerate it
 * towards top speed and brake it when released or reversed, so taps make small moves and holds glide.
 */
export function moveCatcher(catcher: Catcher, input: CatcherInput, dtMs: number, width: number): Catcher {
  const dt = dtMs / 1000;
  const half = width / 2;
  if (input.pointerX !== null) {
    const target = clamp(input.pointerX, half, WORLD_WIDTH - half);
    const x = catcher.x + (target - catcher.x) * Math.min(1, dt * CATCHER_FOLLOW_RATE);
    return { x: clamp(x, half, WORLD_WIDTH - half), px: catcher.x, vx: 0 };
  }
  const targetSpeed = input.axis * CATCHER_MAX_SPEED;
  const reversing = input.axis !== 0 && Math.sign(catcher.vx) === -input.axis;
  const rate = input.axis === 0 || reversing ? CATCHER_BRAKING : CATCHER_ACCELERATION;
  let vx = approach(catcher.vx, targetSpeed, rate * dt);
  let x = catcher.x + vx * dt;
  if (x <= half || x >= WORLD_WIDTH - half) {
    x = clamp(x, half, WORLD_WIDTH - half);
    vx = 0;
  }
  return { x, px: catcher.x, vx };
}
