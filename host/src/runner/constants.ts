/** Timing rules of the runner mini-game (SPEC §4 and §9). */
export const JUMP_DURATION_MS = 500;
export const OBSTACLE_SPAWN_INTERVAL_MS = 1500;
export const SCORE_TICK_MS = 100;
export const COLLISION_CHECK_MS = 10;
/** Obstacles move right to left by this many pixels each frame. */
export const OBSTACLE_STEP_PX = 5;
/** One animation frame at 60 fps; obstacle steps are counted in whole frames so time, not the display rate, decides movement. */
export const FRAMES_PER_SECOND = 60;
export const FRAME_MS = 1000 / FRAMES_PER_SECOND;

/**
 * Geometry in pixels. x grows to the right from the container's left edge;
 * y grows upward from the top of the ground.
 */
export const CHARACTER_X = 40;
export const CHARACTER_WIDTH = 36;
export const CHARACTER_HEIGHT = 42;
/** Peak of the jump arc: high enough to clear the tallest obstacle with room to spare. */
export const JUMP_HEIGHT_PX = 100;

/** Obstacles cycle through these shapes so the course varies while staying deterministic. */
export const OBSTACLE_SHAPES: readonly { width: number; height: number }[] = [
  { width: 22, height: 38 },
  { width: 30, height: 28 },
  { width: 18, height: 46 },
  { width: 34, height: 32 },
];

/** Used when the container has not been measured yet (e.g. before layout). */
export const DEFAULT_CONTAINER_WIDTH = 640;
