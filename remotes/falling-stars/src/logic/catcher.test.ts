import { catcherRect, catcherWidth, moveCatcher, newCatcher } from './catcher';
import { CATCHER_MAX_SPEED, CATCHER_WIDTH, CATCHER_Y, WORLD_WIDTH } from './config';

const STEP = 1000 / 60;

function hold(axis: -1 | 0 | 1, steps: number, start = newCatcher()) {
  let catcher = start;
  for (let i = 0; i < steps; i++) catcher = moveCatcher(catcher, { axis, pointerX: null }, STEP, CATCHER_WIDTH);
  return catcher;
}

describe('catcher', () => {
  it('starts centred and still', () => {
    expect(newCatcher()).toEqual({ x: WORLD_WIDTH / 2, px: WORLD_WIDTH / 2, vx: 0 });
  });

  it('accelerates smoothly under a held key up to top speed', () => {
    const afterOne = hold(1, 1);
    expect(afterOne.vx).toBeGreaterThan(0);
    expect(afterOne.vx).toBeLessThan(CATCHER_MAX_SPEED);
    const later = hold(1, 12);
    expect(later.vx).toBe(CATCHER_MAX_SPEED);
    expect(later.x).toBeGreaterThan(WORLD_WIDTH / 2);
  });

  it('brakes to a stop when the key is released', () => {
    const moving = hold(-1, 10);
    const stopped = hold(0, 20, moving);
    expect(stopped.vx).toBe(0);
    expect(stopped.x).toBeLessThan(moving.x);
  });

  it('stops at the walls', () => {
    const atWall = hold(1, 200);
    expect(atWall.x).toBe(WORLD_WIDTH - CATCHER_WIDTH / 2);
    expect(atWall.vx).toBe(0);
  });

  it('follows the pointer quickly but within the walls', () => {
    let catcher = newCatcher();
    for (let i = 0; i < 30; i++) catcher = moveCatcher(catcher, { axis: 0, pointerX: 300 }, STEP, CATCHER_WIDTH);
    expect(catcher.x).toBeCloseTo(300, 0);
    for (let i = 0; i < 30; i++) catcher = moveCatcher(catcher, { axis: 0, pointerX: -50 }, STEP, CATCHER_WIDTH);
    expect(catcher.x).toBeCloseTo(CATCHER_WIDTH / 2, 1);
  });

  it('remembers the previous x for interpolation', () => {
    const before = newCatcher();
    const after = moveCatcher(before, { axis: 0, pointerX: 0 }, STEP, CATCHER_WIDTH);
    expect(after.px).toBe(before.x);
  });

  it('has a wider basket with the wide power-up', () => {
    expect(catcherWidth(true)).toBeGreaterThan(catcherWidth(false));
    expect(catcherRect({ x: 100 }, 60)).toEqual({ x: 70, y: CATCHER_Y, width: 60, height: expect.any(Number) });
  });
});
