/** The world is measured in its own units (3:4 portrait); the view scales it to the canvas. */
export const WORLD_WIDTH = 360;
export const WORLD_HEIGHT = 480;

export const START_LIVES = 3;
export const MAX_LIVES = 5;

/** The catcher (basket): its top edge is where items are caught. */
export const CATCHER_WIDTH = 68;
export const CATCHER_HEIGHT = 18;
export const CATCHER_Y = WORLD_HEIGHT - 40;
/** Keyboard movement: top speed (units/s), acceleration and braking (units/s²). */
export const CATCHER_MAX_SPEED = 430;
export const CATCHER_ACCELERATION = 2600;
export const CATCHER_BRAKING = 3400;
/** How quickly the catcher closes the gap to the pointer (per second; higher is snappier). */
export const CATCHER_FOLLOW_RATE = 28;

/** Base fall speed (units/s) before difficulty scaling. */
export const BASE_FALL_SPEED = 125;

export const POINTS = { star: 10, gold: 50 } as const;
/** Every this many catches in a row raise the multiplier by one, up to MAX_MULTIPLIER. */
export const COMBO_STEP = 5;
export const MAX_MULTIPLIER = 5;
/** Score milestones announced to screen readers. */
export const MILESTONE_EVERY = 250;

/** Power-up durations in ms. */
export const EFFECT_MS = { magnet: 8000, wide: 10_000, slow: 6000 } as const;
export const WIDE_FACTOR = 1.6;
export const SLOW_FACTOR = 0.5;
/** The magnet pulls stars within this horizontal reach, at this speed (units/s). */
export const MAGNET_REACH = 170;
export const MAGNET_PULL = 300;

/** Difficulty rises every LEVEL_MS (shown as the level), and smoothly in between. */
export const LEVEL_MS = 30_000;
