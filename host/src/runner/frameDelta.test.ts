import { MAX_FRAME_DELTA_MS, clampFrameDelta } from './frameDelta';

describe('clampFrameDelta', () => {
  it('passes ordinary frame gaps through', () => {
    expect(clampFrameDelta(16.7)).toBe(16.7);
  });
  it('caps long gaps such as a tab coming back from the background', () => {
    expect(clampFrameDelta(30_000)).toBe(MAX_FRAME_DELTA_MS);
  });
  it('turns negative or invalid gaps into no time', () => {
    expect(clampFrameDelta(-3)).toBe(0);
    expect(clampFrameDelta(Number.NaN)).toBe(0);
    expect(clampFrameDelta(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
