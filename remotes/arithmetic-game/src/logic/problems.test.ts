import { isProblem, problemAt, problemSpoken, problemText, sameProblem, type Problem } from './problems';
import { DEFAULT_CUSTOM, PRESETS, type Settings } from './settings';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);
const LEVELS: Array<[string, Settings]> = [...Object.entries(PRESETS), ['custom', DEFAULT_CUSTOM]];

/** The first `count` problems of a round. */
function run(seed: string, settings: Settings, count: number): Problem[] {
  const problems: Problem[] = [];
  for (let i = 0; i < count; i++) problems.push(problemAt(seed, i, settings, problems[i - 1] ?? null));
  return problems;
}

describe('problems', () => {
  it('same seed, same problems; another seed, others', () => {
    expect(run('abc', PRESETS.standard, 30)).toEqual(run('abc', PRESETS.standard, 30));
    expect(run('abc', PRESETS.standard, 30)).not.toEqual(run('abd', PRESETS.standard, 30));
  });

  const inRange = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

  /** What is wrong with problem `i` of a round (nothing: ''). */
  function fault(settings: Settings, problems: Problem[], i: number): string {
    const problem = problems[i];
    const { addLeft, addRight, mulLeft, mulRight } = settings;
    if (!isProblem(problem) || !Number.isInteger(problem.answer)) return 'wrong answer';
    if (!settings.operators.includes(problem.op)) return 'operator not chosen';
    if (i > 0 && sameProblem(problems[i - 1], problem)) return 'repeat';
    if (!settings.negatives && problem.answer < 0) return 'negative';
    if (problem.op === 'add' && !(inRange(problem.left, addLeft) && inRange(problem.right, addRight))) return 'add range';
    if (problem.op === 'mul' && !(inRange(problem.left, mulLeft) && inRange(problem.right, mulRight))) return 'mul range';
    // Division is multiplication reversed: divisor from the left range, answer from the right one.
    if (problem.op === 'div' && !(inRange(problem.right, mulLeft) && inRange(problem.answer, mulRight))) return 'div range';
    // Subtraction is addition reversed: the answer is an addend.
    if (problem.op === 'sub' && !settings.negatives && !inRange(problem.answer, addRight)) return 'sub range';
    return '';
  }

  it.each(LEVELS)('%s: over 50 seeds, whole right answers, operands in range, never the same problem twice in a row', (_name, settings) => {
    const faults: string[] = [];
    for (const seed of SEEDS) {
      const problems = run(seed, settings, 60);
      problems.forEach((_problem, i) => {
        const why = fault(settings, problems, i);
        if (why) faults.push(`${seed}#${i}: ${why}`);
      });
    }
    expect(faults).toEqual([]);
  });

  it('uses every chosen operator; Kids only adds and subtracts; Hard has negative answers', () => {
    const ops = new Set(run('mix', PRESETS.standard, 200).map((p) => p.op));
    expect([...ops].sort()).toEqual(['add', 'div', 'mul', 'sub']);
    expect(new Set(run('kids', PRESETS.kids, 200).map((p) => p.op))).toEqual(new Set(['add', 'sub']));
    expect(run('hard', PRESETS.hard, 200).some((p) => p.answer < 0)).toBe(true);
  });

  it('avoids a repeat even when the ranges are tiny', () => {
    const tiny: Settings = { ...PRESETS.kids, operators: ['add'], addLeft: { min: 1, max: 2 }, addRight: { min: 1, max: 1 } };
    const problems = run('tiny', tiny, 40);
    problems.slice(1).forEach((p, i) => expect(sameProblem(problems[i], p)).toBe(false));
  });

  it('never divides by zero when the range holds 0', () => {
    const zero: Settings = { ...PRESETS.standard, operators: ['div'], mulLeft: { min: 0, max: 1 } };
    for (const p of run('zero', zero, 100)) expect(p.right).toBe(1);
  });

  it('reads and says problems', () => {
    expect(problemText({ left: 12, op: 'add', right: 35, answer: 47 })).toBe('12 + 35');
    expect(problemText({ left: -4, op: 'mul', right: 7, answer: -28 })).toBe('(−4) × 7');
    expect(problemSpoken({ left: 84, op: 'div', right: 7, answer: 12 })).toBe('84 divided by 7');
    expect(problemSpoken({ left: 3, op: 'sub', right: 9, answer: -6 })).toBe('3 minus 9');
  });

  it('rejects a saved problem whose answer is wrong', () => {
    expect(isProblem({ left: 3, op: 'add', right: 4, answer: 8 })).toBe(false);
    expect(isProblem({ left: 3, op: 'div', right: 0, answer: 0 })).toBe(false);
    expect(isProblem({ left: 3, op: 'pow', right: 2, answer: 9 })).toBe(false);
  });
});
