import { CATCHER_Y, EFFECT_MS, WORLD_HEIGHT, WORLD_WIDTH } from './config';
import { newGame, pause, resume, start, step, togglePause, type GameState } from './game';
import type { Item, ItemKind } from './items';
import { RADIUS } from './items';

const STEP = 1000 / 60;

/** A running game with no spawns for a long while, so tests place items by hand. */
function running(overrides: Partial<GameState> = {}): GameState {
  return { ...start(newGame('test')), spawnInMs: 1e9, ...overrides };
}

/** An item just above the catcher (centred, unless x is given), about to land. */
function itemAbove(kind: ItemKind, x = WORLD_WIDTH / 2, id = 1): Item {
  const r = RADIUS[kind];
  const y = CATCHER_Y - r - 1;
  return { id, kind, x, y, px: x, py: y, vy: 200, r, phase: 0 };
}

function run(state: GameState, steps: number, input = { axis: 0 as const, pointerX: null }): GameState {
  let current = state;
  for (let i = 0; i < steps; i++) current = step(current, STEP, input);
  return current;
}

describe('game', () => {
  it('starts on the ready screen with three lives, and Space/P start, pause and resume', () => {
    const game = newGame('x');
    expect(game).toMatchObject({ status: 'ready', lives: 3, score: 0 });
    expect(togglePause(game).status).toBe('running');
    expect(togglePause(togglePause(game)).status).toBe('paused');
    expect(togglePause(togglePause(togglePause(game))).status).toBe('running');
    expect(resume(start(game))).toEqual(start(game));
    expect(pause(game)).toBe(game);
  });

  it('accepts 1–5 starting lives', () => {
    expect(newGame('x', { lives: 1 }).lives).toBe(1);
    expect(newGame('x', { lives: 0 }).lives).toBe(1);
    expect(newGame('x', { lives: 99 }).lives).toBe(5);
  });

  it('does nothing unless running', () => {
    const ready = newGame('x');
    expect(step(ready, STEP)).toBe(ready);
    const paused = pause(running());
    expect(step(paused, STEP)).toBe(paused);
  });

  it('catching a star scores 10 and raises the combo', () => {
    const after = run(running({ items: [itemAbove('star')] }), 3);
    expect(after.score).toBe(10);
    expect(after.combo).toBe(1);
    expect(after.items).toHaveLength(0);
  });

  it('emits a catch event with the points', () => {
    let state = running({ items: [itemAbove('gold')] });
    const events = [];
    for (let i = 0; i < 3; i++) {
      state = step(state, STEP);
      events.push(...state.events);
    }
    expect(events).toContainEqual(expect.objectContaining({ type: 'catch', kind: 'gold', points: 50, combo: 1 }));
  });

  it('a combo multiplies the points: the 5th catch in a row is worth double', () => {
    const after = run(running({ combo: 4, items: [itemAbove('star')] }), 3);
    expect(after.score).toBe(20);
    expect(after.combo).toBe(5);
  });

  it('a golden star is worth 50', () => {
    expect(run(running({ items: [itemAbove('gold')] }), 3).score).toBe(50);
  });

  it('catching a bomb costs a life and breaks the combo', () => {
    const after = run(running({ combo: 7, items: [itemAbove('bomb')] }), 3);
    expect(after.lives).toBe(2);
    expect(after.combo).toBe(0);
    expect(after.score).toBe(0);
  });

  it('a star that falls past the catcher costs a life; a missed gold star or bomb does not', () => {
    const far = (kind: ItemKind, id: number): Item => ({ ...itemAbove(kind, 20, id), y: WORLD_HEIGHT - 5, py: WORLD_HEIGHT - 5 });
    const state = running({ combo: 3, catcher: { x: WORLD_WIDTH - 40, px: WORLD_WIDTH - 40, vx: 0 }, items: [far('star', 1), far('gold', 2), far('bomb', 3)] });
    const after = run(state, 30);
    expect(after.items).toHaveLength(0);
    expect(after.lives).toBe(2);
    expect(after.combo).toBe(0);
  });

  it('the shield absorbs one lost life', () => {
    const shielded = run(running({ shield: true, items: [itemAbove('bomb')] }), 3);
    expect(shielded.lives).toBe(3);
    expect(shielded.shield).toBe(false);
  });

  it('ends the game when the lives reach 0', () => {
    const after = run(running({ lives: 1, items: [itemAbove('bomb')] }), 3);
    expect(after.lives).toBe(0);
    expect(after.status).toBe('over');
    expect(step(after, STEP)).toBe(after);
  });

  it('catching power-ups applies them, and timed ones wear off', () => {
    const caught = run(running({ items: [itemAbove('wide', 180, 1), itemAbove('slow', 180, 2), itemAbove('magnet', 180, 3)] }), 3);
    expect(caught.effects.wide).toBeGreaterThan(EFFECT_MS.wide - 100);
    expect(caught.effects.slow).toBeGreaterThan(EFFECT_MS.slow - 100);
    expect(caught.effects.magnet).toBeGreaterThan(EFFECT_MS.magnet - 100);
    const later = run(caught, Math.ceil(EFFECT_MS.wide / STEP) + 1);
    expect(later.effects).toEqual({ magnet: 0, wide: 0, slow: 0 });
  });

  it('a heart gives a life back', () => {
    expect(run(running({ lives: 2, items: [itemAbove('heart')] }), 3).lives).toBe(3);
  });

  it('slow motion halves the fall speed', () => {
    const item = { ...itemAbove('star', 20), y: 100, py: 100, vy: 120 };
    const normal = run(running({ items: [item] }), 60).items[0];
    const slow = run(running({ items: [item], effects: { magnet: 0, wide: 0, slow: 5000 } }), 60).items[0];
    expect(normal.y - 100).toBeCloseTo(120, 0);
    expect(slow.y - 100).toBeCloseTo(60, 0);
  });

  it('the wide basket catches what the normal one misses', () => {
    const offset = WORLD_WIDTH / 2 + 50;
    const normal = run(running({ items: [itemAbove('star', offset)] }), 3);
    expect(normal.score).toBe(0);
    const wide = run(running({ effects: { magnet: 0, wide: 5000, slow: 0 }, items: [itemAbove('star', offset)] }), 3);
    expect(wide.score).toBe(10);
  });

  it('the magnet pulls a star into the basket', () => {
    const star = { ...itemAbove('star', WORLD_WIDTH / 2 + 100), y: WORLD_HEIGHT * 0.6, py: WORLD_HEIGHT * 0.6, vy: 100 };
    const plain = run(running({ items: [star] }), 150);
    expect(plain.score).toBe(0);
    const magnet = run(running({ effects: { magnet: 8000, wide: 0, slow: 0 }, items: [star] }), 150);
    expect(magnet.score).toBe(10);
  });

  it('moves the catcher with the input', () => {
    const after = run(running(), 30, { axis: 0, pointerX: 50 } as never);
    expect(after.catcher.x).toBeLessThan(80);
  });

  it('spawns faster over time and raises the level every 30 s', () => {
    let state = start(newGame('ramp', { lives: 5 }));
    const levels: number[] = [];
    let spawnsEarly = 0;
    for (let i = 0; i < 60 * 30 + 1; i++) {
      state = step({ ...state, lives: 5 }, STEP, { axis: 0, pointerX: null });
      for (const event of state.events) if (event.type === 'level') levels.push(event.level);
    }
    spawnsEarly = state.spawnCount;
    expect(levels).toEqual([2]);
    // Keep it alive and count spawns over the next 30 s.
    state = { ...state, lives: 5, timeMs: 120_000 };
    const before = state.spawnCount;
    for (let i = 0; i < 60 * 30; i++) state = step({ ...state, lives: 5 }, STEP, { axis: 0, pointerX: null });
    expect(state.spawnCount - before).toBeGreaterThan(spawnsEarly * 1.3);
  });

  it('the same seed and the same input give the same run', () => {
    const play = (seed: string) => {
      let state = start(newGame(seed));
      for (let i = 0; i < 60 * 40 && state.status === 'running'; i++) {
        const pointerX = 180 + Math.sin(i / 40) * 150;
        state = step(state, STEP, { axis: 0, pointerX });
      }
      return state;
    };
    const a = play('same');
    const b = play('same');
    expect(b).toEqual(a);
    expect(a.score).toBeGreaterThan(0);
    expect(play('other')).not.toEqual(a);
  });

  it('does not change the state it is given', () => {
    const state = running({ items: [itemAbove('star')] });
    const copy = JSON.parse(JSON.stringify(state));
    step(state, STEP);
    expect(state).toEqual(copy);
  });
});
