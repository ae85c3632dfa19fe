import { actionForKey, axisFor } from './keys';

describe('keys', () => {
  it('maps arrows and A/D to movement, Space/P to pause, Escape to pause only, Enter to start', () => {
    expect(['ArrowLeft', 'a', 'A', 'ArrowRight', 'd', 'D', ' ', 'p', 'P', 'Escape', 'Enter', 'x'].map(actionForKey)).toEqual([
      'left',
      'left',
      'left',
      'right',
      'right',
      'right',
      'toggle-pause',
      'toggle-pause',
      'toggle-pause',
      'pause',
      'start',
      null,
    ]);
  });

  it('combines held keys into an axis', () => {
    expect(axisFor(false, false)).toBe(0);
    expect(axisFor(true, true)).toBe(0);
    expect(axisFor(true, false)).toBe(-1);
    expect(axisFor(false, true)).toBe(1);
  });
});
