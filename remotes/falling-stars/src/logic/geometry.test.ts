import { circleHitsRect, clamp, rectsOverlap } from './geometry';

describe('geometry', () => {
  const rect = { x: 10, y: 20, width: 40, height: 10 };

  it('clamps', () => {
    expect(clamp(-1, 0, 5)).toBe(0);
    expect(clamp(9, 0, 5)).toBe(5);
    expect(clamp(3, 0, 5)).toBe(3);
  });

  it('detects overlapping and separate rectangles', () => {
    expect(rectsOverlap(rect, { x: 45, y: 25, width: 10, height: 10 })).toBe(true);
    expect(rectsOverlap(rect, { x: 51, y: 25, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(rect, { x: 20, y: 31, width: 5, height: 5 })).toBe(false);
  });

  it('detects a circle touching a rectangle from above, the side and a corner', () => {
    expect(circleHitsRect({ x: 30, y: 15, r: 5 }, rect)).toBe(true);
    expect(circleHitsRect({ x: 30, y: 14, r: 5 }, rect)).toBe(false);
    expect(circleHitsRect({ x: 55, y: 25, r: 5 }, rect)).toBe(true);
    // Near a corner the distance is diagonal: 4,4 away is 5.66 > 5.
    expect(circleHitsRect({ x: 54, y: 16, r: 5 }, rect)).toBe(false);
    expect(circleHitsRect({ x: 53, y: 17, r: 5 }, rect)).toBe(true);
  });

  it('counts a circle whose centre is inside the rectangle', () => {
    expect(circleHitsRect({ x: 30, y: 25, r: 1 }, rect)).toBe(true);
  });
});
