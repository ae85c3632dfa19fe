import { correctCue, endCue, WRONG_CUE } from './cues';
import { ROUND_PAIRS } from './round';

const lowest = (tones: ReadonlyArray<{ frequency: number }>) => Math.min(...tones.map((t) => t.frequency));
const highest = (tones: ReadonlyArray<{ frequency: number }>) => Math.max(...tones.map((t) => t.frequency));

describe('word-match cues', () => {
  it('plays a higher chime for combo n than for n − 1, over a whole round', () => {
    for (let n = 2; n <= ROUND_PAIRS; n++) {
      expect(lowest(correctCue(n))).toBeGreaterThan(lowest(correctCue(n - 1)));
      expect(highest(correctCue(n))).toBeGreaterThan(highest(correctCue(n - 1)));
    }
  });

  it('rises within a chime, one note more per multiplier step', () => {
    for (let n = 1; n <= ROUND_PAIRS; n++) {
      const cue = correctCue(n);
      cue.slice(1).forEach((tone, i) => {
        expect(tone.frequency).toBeGreaterThan(cue[i].frequency);
        expect(tone.startMs).toBeGreaterThan(cue[i].startMs ?? 0);
      });
    }
    expect(correctCue(1)).toHaveLength(2); // scored ×1
    expect(correctCue(4)).toHaveLength(3); // scored ×2 after 3 in a row
    expect(correctCue(10)).toHaveLength(4); // ×4
    expect(correctCue(20)).toHaveLength(4);
  });

  it('stays in a comfortable range', () => {
    expect(lowest(correctCue(1))).toBe(440);
    expect(highest(correctCue(ROUND_PAIRS))).toBeLessThan(3000);
  });

  it('buzzes low and soft for a wrong pair, below every chime', () => {
    expect(highest(WRONG_CUE)).toBeLessThan(lowest(correctCue(1)) / 2);
    for (const tone of WRONG_CUE) expect(tone.gain).toBeLessThanOrEqual(0.1);
  });

  it('ends the round with a short cadence: up when all pairs are matched, down otherwise', () => {
    const complete = endCue('pairs');
    const timeUp = endCue('time');
    expect(complete.length).toBeGreaterThanOrEqual(3);
    expect(complete[complete.length - 1].frequency).toBeGreaterThan(complete[0].frequency);
    expect(timeUp[timeUp.length - 1].frequency).toBeLessThan(timeUp[0].frequency);
    expect(endCue('hearts')).toEqual(timeUp);
    const last = complete[complete.length - 1];
    expect((last.startMs ?? 0) + last.durationMs).toBeLessThan(1000);
  });
});
