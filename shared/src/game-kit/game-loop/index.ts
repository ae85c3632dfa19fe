// A fixed-timestep game loop: pure stepping logic plus a React hook that drives it with requestAnimationFrame.
export { FixedStepClock, DEFAULT_MAX_FRAME_MS, DEFAULT_STEP_MS, type FixedStepOptions, type FrameAdvance } from './fixedStep';
export { autoPauseReason, type AutoPauseReason, type PageActivity } from './pauseReason';
export { useFixedStepLoop, type FixedStepLoop, type FixedStepLoopOptions } from './useFixedStepLoop';
