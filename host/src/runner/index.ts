export { RunnerGame } from './RunnerGame';
export {
  COLLISION_CHECK_MS,
  JUMP_DURATION_MS,
  OBSTACLE_SPAWN_INTERVAL_MS,
  OBSTACLE_STEP_PX,
  SCORE_TICK_MS,
  advance,
  createRunnerState,
  jump,
  restart,
  type Obstacle,
  type RunnerState,
} from './engine';
