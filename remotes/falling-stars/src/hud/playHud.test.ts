import { EFFECT_MS } from '../logic/config';
import { newGame, start, type GameState } from '../logic/game';
import { BAR_STEPS, playHudOf, samePlayHud } from './playHud';

const running = (change: Partial<GameState> = {}): GameState => ({ ...start(newGame('hud')), ...change });

describe('playHudOf', () => {
  it('shows level 1, no combo and no power-ups at the start', () => {
    expect(playHudOf(running())).toEqual({ level: 1, combo: 0, multiplier: 1, effects: [] });
  });

  it('lists running power-ups in a fixed order with the share of time left', () => {
    const hud = playHudOf(running({ effects: { magnet: 0, wide: EFFECT_MS.wide / 2, slow: EFFECT_MS.slow } }));
    expect(hud.effects).toEqual([
      { key: 'wide', label: 'Wide', left: 0.5 },
      { key: 'slow', label: 'Slow-mo', left: 1 },
    ]);
  });

  it('moves a bar in whole steps, so most frames change nothing', () => {
    const at = (ms: number) => playHudOf(running({ effects: { magnet: ms, wide: 0, slow: 0 } }));
    const stepMs = EFFECT_MS.magnet / BAR_STEPS;
    expect(samePlayHud(at(EFFECT_MS.magnet - 1), at(EFFECT_MS.magnet - stepMs + 1))).toBe(true);
    expect(samePlayHud(at(EFFECT_MS.magnet - 1), at(EFFECT_MS.magnet - stepMs - 1))).toBe(false);
    // A nearly spent power-up still shows a sliver until it ends.
    expect(at(1).effects[0].left).toBeGreaterThan(0);
  });

  it('tells combo and multiplier changes apart', () => {
    expect(samePlayHud(playHudOf(running({ combo: 4 })), playHudOf(running({ combo: 5 })))).toBe(false);
    expect(playHudOf(running({ combo: 5 })).multiplier).toBe(2);
  });
});
