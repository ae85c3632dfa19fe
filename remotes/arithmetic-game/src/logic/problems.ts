// The problems of a round: seeded (problem n of seed s is always the same after the same problem n − 1),
// whole answers, never the same problem twice in a row. Pure.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { OPERATOR_SYMBOL, type Operator, type Range, type Settings } from './settings';

export interface Problem {
  left: number;
  op: Operator;
  right: number;
  answer: number;
}

const pickIn = (random: Random, range: Range) => random.int(range.min, range.max);

/** A non-zero divisor from the range (the range is not just 0: isSettings sees to it). */
function divisor(random: Random, range: Range): number {
  for (let tries = 0; tries < 50; tries++) {
    const value = pickIn(random, range);
    if (value !== 0) return value;
  }
  return range.max !== 0 ? range.max : range.min;
}

/** One problem of the operator `op`. */
export function makeProblem(random: Random, settings: Settings, op: Operator): Problem {
  switch (op) {
    case 'add': {
      const left = pickIn(random, settings.addLeft);
      const right = pickIn(random, settings.addRight);
      return { left, op, right, answer: left + right };
    }
    case 'sub': {
      const a = pickIn(random, settings.addLeft);
      const b = pickIn(random, settings.addRight);
      if (settings.negatives) {
        // Either order, so about half the answers are below zero.
        return random.next() < 0.5 ? { left: a, op, right: b, answer: a - b } : { left: b, op, right: a, answer: b - a };
      }
      // Addition reversed: (a + b) − a = b, never below zero for ranges from 0 up.
      return { left: a + b, op, right: a, answer: b };
    }
    case 'mul': {
      const left = pickIn(random, settings.mulLeft);
      const right = pickIn(random, settings.mulRight);
      return { left, op, right, answer: left * right };
    }
    case 'div': {
      // Multiplication reversed: (a × b) ÷ a = b, always whole.
      const a = divisor(random, settings.mulLeft);
      const b = pickIn(random, settings.mulRight);
      return { left: a * b, op, right: a, answer: b };
    }
  }
}

export const sameProblem = (a: Problem | null, b: Problem) => a !== null && a.left === b.left && a.op === b.op && a.right === b.right;

/**
 * Problem number `index` of the round seeded `seed`, given the one before: an operator at random among the
 * chosen ones, then operands; drawn again (up to 20 times) while it repeats the previous problem.
 */
export function problemAt(seed: string, index: number, settings: Settings, previous: Problem | null): Problem {
  const random = createRandom(`${seed}:${index}`);
  let problem = makeProblem(random, settings, random.pick(settings.operators));
  for (let tries = 0; tries < 20 && sameProblem(previous, problem); tries++) problem = makeProblem(random, settings, random.pick(settings.operators));
  return problem;
}

const shown = (value: number) => (value < 0 ? `(−${-value})` : String(value));

/** "12 + 35", "(−4) × 7": the problem as it is shown. */
export const problemText = (problem: Problem) => `${shown(problem.left)} ${OPERATOR_SYMBOL[problem.op]} ${shown(problem.right)}`;

const SPOKEN: Record<Operator, string> = { add: 'plus', sub: 'minus', mul: 'times', div: 'divided by' };
const spokenNumber = (value: number) => (value < 0 ? `negative ${-value}` : String(value));

/** "12 plus 35": for screen readers. */
export const problemSpoken = (problem: Problem) => `${spokenNumber(problem.left)} ${SPOKEN[problem.op]} ${spokenNumber(problem.right)}`;

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  if (!Number.isSafeInteger(p.left) || !Number.isSafeInteger(p.right) || !Number.isSafeInteger(p.answer)) return false;
  const [left, right, answer] = [p.left as number, p.right as number, p.answer as number];
  switch (p.op) {
    case 'add':
      return left + right === answer;
    case 'sub':
      return left - right === answer;
    case 'mul':
      return left * right === answer;
    case 'div':
      return right !== 0 && right * answer === left;
    default:
      return false;
  }
}
