import { MAX_TILT, TILT_STEPS, tiltAt, tiltOfStep, tiltStep } from './tilt';

describe('star tilt steps', () => {
  it('maps the ends and the middle of the range to the first, last and upright steps', () => {
    expect(tiltStep(-MAX_TILT)).toBe(0);
    expect(tiltStep(MAX_TILT)).toBe(TILT_STEPS - 1);
    expect(tiltOfStep((TILT_STEPS - 1) / 2)).toBeCloseTo(0);
    expect(tiltStep(0)).toBe((TILT_STEPS - 1) / 2);
  });

  it('picks the nearest drawn tilt, never more than half a step off', () => {
    const halfStep = MAX_TILT / (TILT_STEPS - 1);
    for (let now = 0; now < 4000; now += 37) {
      const tilt = tiltAt(now, 1.3);
      expect(Math.abs(tiltOfStep(tiltStep(tilt)) - tilt)).toBeLessThanOrEqual(halfStep + 1e-9);
    }
  });

  it('clamps tilts outside the drawn range', () => {
    expect(tiltStep(-1)).toBe(0);
    expect(tiltStep(1)).toBe(TILT_STEPS - 1);
  });
});
