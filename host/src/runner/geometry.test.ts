import { CHARACTER_HEIGHT, CHARACTER_WIDTH, CHARACTER_X, JUMP_DURATION_MS, JUMP_HEIGHT_PX, OBSTACLE_SHAPES } from './constants';
import { boxesOverlap, characterBox, jumpHeight } from './geometry';

describe('jumpHeight', () => {
  it('is a parabolic arc that starts and ends on the ground and peaks halfway', () => {
    expect(jumpHeight(0)).toBe(0);
    expect(jumpHeight(JUMP_DURATION_MS)).toBe(0);
    expect(jumpHeight(JUMP_DURATION_MS / 2)).toBe(JUMP_HEIGHT_PX);
    expect(jumpHeight(100)).toBeCloseTo(jumpHeight(400), 9);
    expect(jumpHeight(-5)).toBe(0);
    expect(jumpHeight(JUMP_DURATION_MS + 5)).toBe(0);
  });

  it('clears the tallest obstacle for the middle of the jump', () => {
    const tallest = Math.max(...OBSTACLE_SHAPES.map((shape) => shape.height));
    expect(jumpHeight(JUMP_DURATION_MS * 0.3)).toBeGreaterThan(tallest);
  });
});

describe('characterBox', () => {
  it('sits on the ground unless jumping', () => {
    expect(characterBox(false, 0)).toEqual({ left: CHARACTER_X, bottom: 0, width: CHARACTER_WIDTH, height: CHARACTER_HEIGHT });
    expect(characterBox(true, JUMP_DURATION_MS / 2).bottom).toBe(JUMP_HEIGHT_PX);
  });
});

describe('boxesOverlap', () => {
  const a = { left: 0, bottom: 0, width: 10, height: 10 };
  it('detects shared area', () => {
    expect(boxesOverlap(a, { left: 9, bottom: 9, width: 5, height: 5 })).toBe(true);
  });
  it('does not count touching edges', () => {
    expect(boxesOverlap(a, { left: 10, bottom: 0, width: 5, height: 5 })).toBe(false);
    expect(boxesOverlap(a, { left: 0, bottom: 10, width: 5, height: 5 })).toBe(false);
  });
});
