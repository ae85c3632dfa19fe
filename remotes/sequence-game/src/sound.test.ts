import { MISTAKE_CUE, padCue } from './sound';

describe('sequence-game cues', () => {
  it('gives each pad its own pitch, Simon’s four tones on the 2×2 board', () => {
    const simon = [0, 1, 2, 3].map((pad) => padCue(4, pad, 300)[0].frequency);
    expect(new Set(simon).size).toBe(4);
    const grid = Array.from({ length: 16 }, (_, pad) => padCue(16, pad, 300)[0].frequency);
    expect(new Set(grid).size).toBe(16);
  });

  it('sounds as long as the pad lights, never shorter than 120 ms', () => {
    expect(padCue(4, 0, 500)[0].durationMs).toBe(500);
    expect(padCue(4, 0, 60)[0].durationMs).toBe(120);
  });

  it('buzzes low for a mistake, below every pad', () => {
    expect(MISTAKE_CUE[0].frequency).toBeLessThan(padCue(4, 3, 200)[0].frequency);
  });
});
