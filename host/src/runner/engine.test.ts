import {
  COLLISION_CHECK_MS,
  FRAME_MS,
  JUMP_DURATION_MS,
  OBSTACLE_SPAWN_INTERVAL_MS,
  OBSTACLE_STEP_PX,
  SCORE_TICK_MS,
  advance,
  createRunnerState,
  isColliding,
  jump,
  restart,
  type RunnerState,
} from './engine';
import { CHARACTER_X, OBSTACLE_SHAPES } from './constants';

const WIDTH = 600;
/** Wide enough that no obstacle reaches the character within the first few spawns. */
const WIDE = 3000;

/** Starts a game (the starting jump lands after 500 ms) and advances it by `ms`. */
function runFor(ms: number, width = WIDTH): RunnerState {
  return advance(jump(createRunnerState()), ms, width);
}

/** Advances in many display-sized steps, the way the animation loop does. */
function advanceInSteps(state: RunnerState, totalMs: number, stepMs: number, width = WIDTH): RunnerState {
  let s = state;
  let done = 0;
  while (done < totalMs - 1e-9) {
    const step = Math.min(stepMs, totalMs - done);
    s = advance(s, step, width);
    done += step;
  }
  return s;
}

describe('constants (SPEC §9)', () => {
  it('uses the specified timings and step', () => {
    expect(JUMP_DURATION_MS).toBe(500);
    expect(OBSTACLE_SPAWN_INTERVAL_MS).toBe(1500);
    expect(SCORE_TICK_MS).toBe(100);
    expect(COLLISION_CHECK_MS).toBe(10);
    expect(OBSTACLE_STEP_PX).toBe(5);
    expect(FRAME_MS).toBeCloseTo(1000 / 60, 12);
  });
});

describe('before the start', () => {
  it('does not advance time, score or obstacles', () => {
    const initial = createRunnerState();
    expect(initial).toMatchObject({ started: false, gameOver: false, score: 0, jumping: false, obstacles: [] });
    expect(advance(initial, 10_000, WIDTH)).toBe(initial);
  });

  it('starts with a jump', () => {
    const started = jump(createRunnerState());
    expect(started).toMatchObject({ started: true, jumping: true, jumpElapsedMs: 0 });
  });
});

describe('score', () => {
  it('reaches exactly 10 after 1000 ms', () => {
    expect(runFor(999).score).toBe(9);
    expect(runFor(1000).score).toBe(10);
  });

  it('rises by 1 every 100 ms whatever the step size', () => {
    const started = jump(createRunnerState());
    expect(advanceInSteps(started, 1000, FRAME_MS).score).toBe(10);
    expect(advanceInSteps(started, 1000, 7).score).toBe(10);
    expect(advanceInSteps(started, 250, 50).score).toBe(2);
  });
});

describe('jump', () => {
  it('lasts exactly 500 ms', () => {
    const midJump = runFor(499);
    expect(midJump.jumping).toBe(true);
    expect(midJump.jumpElapsedMs).toBeCloseTo(499, 9);
    const landed = advance(midJump, 1, WIDTH);
    expect(landed.jumping).toBe(false);
    expect(landed.jumpElapsedMs).toBe(0);
  });

  it('lasts exactly 500 ms when fed frame by frame', () => {
    const afterJumpFrames = advanceInSteps(jump(createRunnerState()), 30 * FRAME_MS, FRAME_MS);
    expect(afterJumpFrames.jumping).toBe(false);
    const beforeEnd = advanceInSteps(jump(createRunnerState()), 29 * FRAME_MS, FRAME_MS);
    expect(beforeEnd.jumping).toBe(true);
  });

  it('ignores a second jump while one is in progress', () => {
    const midJump = runFor(200);
    expect(jump(midJump)).toBe(midJump);
    // The original jump still ends 500 ms after it began.
    expect(advance(jump(midJump), 300, WIDTH).jumping).toBe(false);
  });

  it('can jump again once landed', () => {
    const landed = runFor(600);
    expect(jump(landed)).toMatchObject({ jumping: true, jumpElapsedMs: 0 });
  });
});

describe('obstacles', () => {
  it('spawn first at 1500 ms and then every 1500 ms, at the right edge of the container', () => {
    expect(runFor(1499, WIDE).obstacles).toHaveLength(0);
    const first = runFor(1500, WIDE);
    expect(first.obstacles).toEqual([{ id: 0, x: WIDE, ...OBSTACLE_SHAPES[0] }]);
    expect(runFor(2999, WIDE).obstacles).toHaveLength(1);
    expect(runFor(3000, WIDE).obstacles.map((o) => o.id)).toEqual([0, 1]);
    expect(runFor(4500, WIDE).obstacles.map((o) => o.id)).toEqual([0, 1, 2]);
  });

  it('spawn at the measured container width', () => {
    expect(runFor(1500, 375).obstacles[0].x).toBe(375);
  });

  it('move right to left 5 px per whole frame', () => {
    const spawned = runFor(1500, WIDE);
    expect(advance(spawned, FRAME_MS / 2, WIDE).obstacles[0].x).toBe(WIDE);
    expect(advance(spawned, FRAME_MS, WIDE).obstacles[0].x).toBe(WIDE - 5);
    expect(advance(spawned, 10 * FRAME_MS, WIDE).obstacles[0].x).toBe(WIDE - 50);
    // 1 s is 60 frames: 300 px.
    expect(advanceInSteps(spawned, 1000, 7, WIDE).obstacles[0].x).toBe(WIDE - 300);
  });

  it('are removed once wholly past the container edge', () => {
    const running = restart(createRunnerState());
    const nearEdge: RunnerState = { ...running, obstacles: [{ id: 7, x: -14, width: 20, height: 30 }] };
    const stillVisible = advance(nearEdge, FRAME_MS, WIDTH);
    expect(stillVisible.obstacles).toEqual([{ id: 7, x: -19, width: 20, height: 30 }]);
    expect(advance(stillVisible, FRAME_MS, WIDTH).obstacles).toEqual([]);
  });
});

describe('collisions', () => {
  // First obstacle (22 px wide) spawns at x=600 at 1500 ms (frame 90). It first overlaps the
  // character (x 40..76) at x=75, 105 frames later: frame 195 = 3250 ms.
  it('end the game at the first overlap and stop the score', () => {
    const beforeHit = runFor(3249);
    expect(beforeHit.gameOver).toBe(false);
    const hit = advance(beforeHit, 1, WIDTH);
    expect(hit.gameOver).toBe(true);
    expect(hit.score).toBe(32);
    expect(hit.obstacles[0].x).toBe(75);
    expect(isColliding(hit)).toBe(true);
  });

  it('are detected only on the 10 ms grid', () => {
    const running = restart(createRunnerState());
    const overlapping: RunnerState = { ...running, obstacles: [{ id: 0, x: CHARACTER_X, width: 20, height: 30 }] };
    expect(advance(overlapping, COLLISION_CHECK_MS - 1, WIDTH).gameOver).toBe(false);
    expect(advance(overlapping, COLLISION_CHECK_MS, WIDTH).gameOver).toBe(true);
  });

  it('are avoided by jumping over the obstacle', () => {
    // The obstacle crosses the character between 3250 and 3450 ms; a jump at 3100 peaks at 3350.
    const beforeJump = runFor(3100);
    const cleared = advanceInSteps(jump(beforeJump), 600, FRAME_MS);
    expect(cleared.gameOver).toBe(false);
    expect(cleared.score).toBe(37);
    // The cleared obstacle has since left the container; only the next one remains.
    expect(cleared.obstacles.map((o) => o.id)).toEqual([1]);
  });
});

describe('game over', () => {
  const over = runFor(10_000);

  it('ignores time and jumps', () => {
    expect(over.gameOver).toBe(true);
    expect(advance(over, 5000, WIDTH)).toBe(over);
    expect(jump(over)).toBe(over);
  });

  it('restart sets score to 0, clears obstacles and runs again', () => {
    const again = restart(over);
    expect(again).toMatchObject({ score: 0, obstacles: [], started: true, gameOver: false, jumping: false });
    expect(advance(again, 1000, WIDTH).score).toBe(10);
    expect(advance(again, 1500, WIDTH).obstacles).toHaveLength(1);
  });
});

describe('determinism', () => {
  it('gives the same result for one big step and many small ones', () => {
    const started = jump(createRunnerState());
    const big = advance(started, 3000, WIDTH);
    const small = advanceInSteps(started, 3000, FRAME_MS);
    expect(small.score).toBe(big.score);
    expect(small.obstacles).toEqual(big.obstacles);
    expect(small.gameOver).toBe(big.gameOver);
  });
});
