import { LEVELS } from './levels';
import { correctAnswer } from './rules';
import { BLOCK, practiceTrials, sessionTrials } from './trials';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('session trials', () => {
  it('same seed, same list; another seed, another', () => {
    expect(sessionTrials('a', LEVELS[0])).toEqual(sessionTrials('a', LEVELS[0]));
    expect(sessionTrials('a', LEVELS[0])).not.toEqual(sessionTrials('b', LEVELS[0]));
  });

  it.each(LEVELS.map((l) => [l.value, l] as const))('%s: over 50 seeds every block is balanced (switch rate, half congruent) and kinds are true', (_name, level) => {
    const faults: string[] = [];
    for (const seed of SEEDS) {
      const trials = sessionTrials(seed, level, 200);
      if (trials[0].kind !== 'first') faults.push(`${seed}: first`);
      trials.forEach((trial, i) => {
        if (!level.rules.includes(trial.rule)) faults.push(`${seed}#${i}: rule`);
        if (i > 0 && (trial.kind === 'switch') !== (trial.rule !== trials[i - 1].rule)) faults.push(`${seed}#${i}: kind`);
        if (trial.congruent !== (trial.point === trial.move)) faults.push(`${seed}#${i}: congruent`);
      });
      for (let start = BLOCK; start < trials.length; start += BLOCK) {
        const block = trials.slice(start, start + BLOCK);
        if (block.filter((t) => t.kind === 'switch').length !== Math.round(BLOCK * level.switchRate)) faults.push(`${seed}@${start}: switches`);
        if (block.filter((t) => t.congruent).length !== BLOCK / 2) faults.push(`${seed}@${start}: congruent`);
      }
      // Both answers come up under each rule.
      for (const rule of level.rules) {
        const answers = new Set(trials.filter((t) => t.rule === rule).map(correctAnswer));
        if (answers.size !== 2) faults.push(`${seed}: ${rule} answers`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('Hard uses a third rule', () => {
    const hard = LEVELS.find((l) => l.value === 'hard')!;
    expect(new Set(sessionTrials('x', hard).map((t) => t.rule))).toEqual(new Set(['point', 'move', 'opposite']));
  });
});

describe('practice trials', () => {
  it('are one rule, half congruent, seeded', () => {
    const trials = practiceTrials('p', 'move', 6);
    expect(trials.every((t) => t.rule === 'move')).toBe(true);
    expect(trials.filter((t) => t.congruent)).toHaveLength(3);
    expect(practiceTrials('p', 'move', 6)).toEqual(trials);
  });
});
