// A visit's flow: a practice round for each rule not yet practised (feedback, no clock), then the scored
// session (the clock runs outside, in the view), then the result. Pure: trials come in as arguments and
// reaction times are measured by the view from the frame each trial showed.
import { isLevel, levelConfig, type Level } from './levels';
import { correctAnswer, RULES, type Direction, type Rule } from './rules';
import { scoreAnswer } from './scoring';
import type { AnsweredTrial } from './switchCost';
import { practiceTrials, sessionTrials, type Trial } from './trials';

export type Phase = 'practice' | 'ready' | 'session' | 'over';
export const PRACTICE_TRIALS = 6;

export interface Feedback {
  correct: boolean;
  expected: Direction;
  /** The time to answer ran out. */
  missed: boolean;
}

export interface Session {
  seed: string;
  level: Level;
  phase: Phase;
  /** The rule being practised (phase 'practice'). */
  practiceRule: Rule | null;
  practiceIndex: number;
  /** Rules practised at this level (kept between visits). */
  practiced: Rule[];
  /** The scored trial up. */
  index: number;
  answers: AnsweredTrial[];
  score: number;
  streak: number;
  bestStreak: number;
  /** How the last answer went (shown as a ✓ or ✗ with words). */
  last: Feedback | null;
}

const firstUnpractised = (level: Level, practiced: readonly Rule[]) => levelConfig(level).rules.find((rule) => !practiced.includes(rule)) ?? null;

/** A new visit at `level`: practice first for every rule not yet practised, else ready to score. */
export function newSession(seed: string, level: Level, practiced: readonly Rule[] = []): Session {
  const practiceRule = firstUnpractised(level, practiced);
  return {
    seed,
    level,
    phase: practiceRule ? 'practice' : 'ready',
    practiceRule,
    practiceIndex: 0,
    practiced: [...practiced],
    index: 0,
    answers: [],
    score: 0,
    streak: 0,
    bestStreak: 0,
    last: null,
  };
}

/** The trial on screen: a practice trial or a scored one (from the session's list); null between phases. */
export function currentTrial(session: Session, scored: readonly Trial[]): Trial | null {
  if (session.phase === 'practice' && session.practiceRule) return practiceTrials(session.seed, session.practiceRule, PRACTICE_TRIALS)[session.practiceIndex] ?? null;
  if (session.phase === 'session') return scored[session.index] ?? null;
  return null;
}

/** The scored trials of a session (the view keeps them, they only depend on seed and level). */
export const scoredTrials = (session: Pick<Session, 'seed' | 'level'>) => sessionTrials(session.seed, levelConfig(session.level));

/** An answer (null: the time ran out) to `trial`, which is on screen, after `reactionMs`. */
export function answerTrial(session: Session, trial: Trial, answer: Direction | null, reactionMs: number | null): Session {
  const expected = correctAnswer(trial);
  const correct = answer === expected;
  const last: Feedback = { correct, expected, missed: answer === null };
  if (session.phase === 'practice' && session.practiceRule) {
    const practiceIndex = session.practiceIndex + 1;
    if (practiceIndex < PRACTICE_TRIALS) return { ...session, practiceIndex, last };
    const practiced = [...session.practiced, session.practiceRule];
    const next = firstUnpractised(session.level, practiced);
    return { ...session, practiced, practiceRule: next, practiceIndex: 0, phase: next ? 'practice' : 'ready', last };
  }
  if (session.phase !== 'session') return session;
  const scored = scoreAnswer(session.score, session.streak, correct);
  return {
    ...session,
    index: session.index + 1,
    answers: [...session.answers, { kind: trial.kind, correct, reactionMs: answer === null ? null : reactionMs }],
    score: scored.score,
    streak: scored.streak,
    bestStreak: Math.max(session.bestStreak, scored.streak),
    last,
  };
}

/** Starts the scored session (from ready, or skipping what practice is left). */
export const startScored = (session: Session): Session =>
  session.phase === 'practice' || session.phase === 'ready' ? { ...session, phase: 'session', practiceRule: null, practiceIndex: 0, last: null } : session;

export const endSession = (session: Session): Session => (session.phase === 'session' ? { ...session, phase: 'over' } : session);

const isRule = (value: unknown): value is Rule => RULES.includes(value as Rule);
const isDirection = (value: unknown) => value === 'left' || value === 'right';
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 100_000;

/** Checks a saved session (it may be old, edited or corrupt). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const last = s.last as Record<string, unknown> | null;
  return (
    typeof s.seed === 'string' &&
    s.seed.length > 0 &&
    s.seed.length <= 64 &&
    isLevel(s.level) &&
    ['practice', 'ready', 'session', 'over'].includes(s.phase as string) &&
    (s.practiceRule === null || isRule(s.practiceRule)) &&
    (s.phase !== 'practice' || s.practiceRule !== null) &&
    isCount(s.practiceIndex) &&
    (s.practiceIndex as number) < PRACTICE_TRIALS &&
    Array.isArray(s.practiced) &&
    s.practiced.every(isRule) &&
    [s.index, s.score, s.streak, s.bestStreak].every(isCount) &&
    Array.isArray(s.answers) &&
    s.answers.length === s.index &&
    s.answers.every(
      (a) =>
        typeof a === 'object' &&
        a !== null &&
        ['first', 'repeat', 'switch'].includes(a.kind) &&
        typeof a.correct === 'boolean' &&
        (a.reactionMs === null || (Number.isFinite(a.reactionMs) && a.reactionMs >= 0)),
    ) &&
    (last === null || (typeof last === 'object' && typeof last.correct === 'boolean' && isDirection(last.expected) && typeof last.missed === 'boolean'))
  );
}
