/**
 * Pure runner engine: state in, state out. No DOM, timers or clocks; the view feeds in
 * elapsed milliseconds, so every rule can be tested by advancing time by hand.
 */
import {
  COLLISION_CHECK_MS,
  FRAMES_PER_SECOND,
  JUMP_DURATION_MS,
  OBSTACLE_SHAPES,
  OBSTACLE_SPAWN_INTERVAL_MS,
  OBSTACLE_STEP_PX,
  SCORE_TICK_MS,
} from './constants';
import { boxesOverlap, characterBox } from './geometry';

export {
  COLLISION_CHECK_MS,
  FRAME_MS,
  JUMP_DURATION_MS,
  OBSTACLE_SPAWN_INTERVAL_MS,
  OBSTACLE_STEP_PX,
  SCORE_TICK_MS,
} from './constants';

export interface Obstacle {
  id: number;
  /** Left edge, in pixels from the container's left edge. */
  x: number;
  width: number;
  height: number;
}

export interface RunnerState {
  score: number;
  started: boolean;
  gameOver: boolean;
  jumping: boolean;
  /** Time since the current jump began; 0 when not jumping. */
  jumpElapsedMs: number;
  obstacles: readonly Obstacle[];
  /** Time the current run has been going. Every periodic rule is scheduled on this clock. */
  runMs: number;
  /** Whole frames of obstacle movement applied in this run. */
  framesStepped: number;
  /** Obstacles spawned in this run; also the next obstacle's id. */
  obstaclesSpawned: number;
  /** Collision checks done in this run. */
  collisionChecks: number;
}

/** Float sums of frame lengths drift by ~1e-13; events this close to a boundary count as reached. */
const EPSILON_MS = 1e-6;

export function createRunnerState(): RunnerState {
  return {
    score: 0,
    started: false,
    gameOver: false,
    jumping: false,
    jumpElapsedMs: 0,
    obstacles: [],
    runMs: 0,
    framesStepped: 0,
    obstaclesSpawned: 0,
    collisionChecks: 0,
  };
}

/** Space, Up arrow or a click: starts the game if needed and begins a jump unless one is in progress. */
export function jump(state: RunnerState): RunnerState {
  if (state.gameOver || state.jumping) return state;
  return { ...state, started: true, jumping: true, jumpElapsedMs: 0 };
}

/** Score back to 0, no obstacles, and running again straight away. */
export function restart(_state: RunnerState): RunnerState {
  return { ...createRunnerState(), started: true };
}

export function isColliding(state: RunnerState): boolean {
  const character = characterBox(state.jumping, state.jumpElapsedMs);
  return state.obstacles.some((obstacle) =>
    boxesOverlap(character, { left: obstacle.x, bottom: 0, width: obstacle.width, height: obstacle.height }),
  );
}

// Start time of the n-th (1-based) occurrence of each periodic event on the run clock.
// Frames use n * 1000 / 60 rather than n * FRAME_MS so whole seconds land exactly.
const frameAt = (n: number) => (n * 1000) / FRAMES_PER_SECOND;
const spawnAt = (n: number) => n * OBSTACLE_SPAWN_INTERVAL_MS;
const checkAt = (n: number) => n * COLLISION_CHECK_MS;
const scoreTickAt = (n: number) => n * SCORE_TICK_MS;

type WorkingState = { -readonly [K in keyof RunnerState]: RunnerState[K] } & { obstacles: Obstacle[] };

function nextEventMs(s: WorkingState): number {
  const jumpEnd = s.jumping ? s.runMs + (JUMP_DURATION_MS - s.jumpElapsedMs) : Infinity;
  return Math.min(
    jumpEnd,
    frameAt(s.framesStepped + 1),
    spawnAt(s.obstaclesSpawned + 1),
    checkAt(s.collisionChecks + 1),
    scoreTickAt(s.score + 1),
  );
}

function moveClockTo(s: WorkingState, timeMs: number): void {
  if (timeMs <= s.runMs) return;
  if (s.jumping) s.jumpElapsedMs += timeMs - s.runMs;
  s.runMs = timeMs;
}

function stepObstacles(s: WorkingState): void {
  s.obstacles = s.obstacles
    .map((obstacle) => ({ ...obstacle, x: obstacle.x - OBSTACLE_STEP_PX }))
    // Gone once wholly past the container's left edge.
    .filter((obstacle) => obstacle.x + obstacle.width > 0);
}

function spawnObstacle(s: WorkingState, containerWidth: number): void {
  const id = s.obstaclesSpawned;
  const shape = OBSTACLE_SHAPES[id % OBSTACLE_SHAPES.length];
  s.obstacles = [...s.obstacles, { id, x: containerWidth, width: shape.width, height: shape.height }];
  s.obstaclesSpawned += 1;
}

/** Applies, in a fixed order, every event due at the current run time. */
function applyDueEvents(s: WorkingState, containerWidth: number): void {
  const now = s.runMs + EPSILON_MS;
  if (s.jumping && s.jumpElapsedMs >= JUMP_DURATION_MS - EPSILON_MS) {
    s.jumping = false;
    s.jumpElapsedMs = 0;
  }
  while (frameAt(s.framesStepped + 1) <= now) {
    s.framesStepped += 1;
    stepObstacles(s);
  }
  while (spawnAt(s.obstaclesSpawned + 1) <= now) spawnObstacle(s, containerWidth);
  while (checkAt(s.collisionChecks + 1) <= now) {
    s.collisionChecks += 1;
    if (isColliding(s)) {
      s.gameOver = true;
      return;
    }
  }
  while (scoreTickAt(s.score + 1) <= now) s.score += 1;
}

/**
 * Moves a running game forward by `elapsedMs`. Nothing happens before the start or after
 * game over. Events are replayed in time order, so one big step equals many small ones.
 */
export function advance(state: RunnerState, elapsedMs: number, containerWidth: number): RunnerState {
  if (!state.started || state.gameOver || !(elapsedMs > 0)) return state;
  const s: WorkingState = { ...state, obstacles: [...state.obstacles] };
  const endMs = state.runMs + elapsedMs;
  for (let next = nextEventMs(s); next <= endMs + EPSILON_MS; next = nextEventMs(s)) {
    moveClockTo(s, next);
    applyDueEvents(s, containerWidth);
    // The world freezes at the moment of the collision.
    if (s.gameOver) return s;
  }
  moveClockTo(s, endMs);
  return s;
}
