import { EFFECT_MS, MAX_LIVES, WORLD_HEIGHT } from './config';
import { applyPowerUp, magnetPull, NO_EFFECTS, tickEffects } from './effects';
import type { Item } from './items';

const base = { effects: NO_EFFECTS, shield: false, lives: 2 };

function item(kind: Item['kind'], x: number, y: number): Item {
  return { id: 1, kind, x, y, px: x, py: y, vy: 100, r: 13, phase: 0 };
}

describe('power-ups', () => {
  it('start timed effects at their full duration and refresh them', () => {
    const magnet = applyPowerUp(base, 'magnet');
    expect(magnet.effects.magnet).toBe(EFFECT_MS.magnet);
    const partly = { ...magnet, effects: tickEffects(magnet.effects, 3000) };
    expect(partly.effects.magnet).toBe(EFFECT_MS.magnet - 3000);
    expect(applyPowerUp(partly, 'magnet').effects.magnet).toBe(EFFECT_MS.magnet);
    expect(applyPowerUp(base, 'wide').effects.wide).toBe(EFFECT_MS.wide);
    expect(applyPowerUp(base, 'slow').effects.slow).toBe(EFFECT_MS.slow);
  });

  it('run out after their duration', () => {
    const effects = applyPowerUp(base, 'slow').effects;
    expect(tickEffects(effects, EFFECT_MS.slow - 1).slow).toBe(1);
    expect(tickEffects(effects, EFFECT_MS.slow + 500).slow).toBe(0);
    expect(tickEffects(NO_EFFECTS, 16)).toBe(NO_EFFECTS);
  });

  it('shield and heart', () => {
    expect(applyPowerUp(base, 'shield').shield).toBe(true);
    expect(applyPowerUp(base, 'heart').lives).toBe(3);
    expect(applyPowerUp({ ...base, lives: MAX_LIVES }, 'heart').lives).toBe(MAX_LIVES);
  });

  it('the magnet pulls low stars towards the catcher, never bombs or far stars', () => {
    const low = WORLD_HEIGHT * 0.6;
    expect(magnetPull(item('star', 100, low), 180, 100)).toBe(130);
    expect(magnetPull(item('gold', 200, low), 180, 100)).toBe(180);
    expect(magnetPull(item('bomb', 100, low), 180, 100)).toBe(100);
    expect(magnetPull(item('star', 100, 20), 180, 100)).toBe(100);
    expect(magnetPull(item('star', 0, low), 300, 100)).toBe(0);
  });
});
