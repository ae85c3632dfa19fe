// A round of the quiz as plain data: the questions with their shuffled options, the answers so far, the
// lifelines left and the score. Every function returns a new round (or the same one when nothing changes).
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { CLASSIC_PLANS, DEFAULT_SKILL, type SkillLevel } from './adaptive';
import type { CategoryId } from './categories';
import { dailyQuestions } from './daily';
import { prizeAt, safePrize } from './ladder';
import { pickQuestions, planSlots } from './pick';
import { DIFFICULTIES, type Difficulty, type Question } from './question';
import { pointsFor } from './scoring';

export const MODES = ['classic', 'millionaire', 'daily'] as const;
export type Mode = (typeof MODES)[number];
export const isMode = (value: unknown): value is Mode => typeof value === 'string' && (MODES as readonly string[]).includes(value);

export const MODE_LABEL: Record<Mode, string> = { classic: 'Classic round', millionaire: 'Millionaire ladder', daily: 'Daily quiz' };

/** Seconds on the clock for each question, and what the +10 s lifeline adds. */
export const QUESTION_MS = 20_000;
export const MORE_TIME_MS = 10_000;

const MILLIONAIRE_PLAN: Difficulty[] = [...Array(5).fill('easy'), ...Array(5).fill('medium'), ...Array(5).fill('hard')] as Difficulty[];
/** Spare questions a Skip swaps in (one per difficulty); the daily quiz has none, its Skip passes. */
const SPARE_PLAN: Difficulty[] = [...DIFFICULTIES];

export type Phase = 'asking' | 'answered' | 'over';
/** How a round ended: all asked, a wrong answer on the ladder, the top rung, or the player took the prize. */
export type RoundEnd = 'complete' | 'wrong' | 'won' | 'walked';

export interface Asked {
  question: Question;
  /** The answer and the distractors, shuffled. */
  options: string[];
  /** Index of the answer in options. */
  answer: number;
}

export interface AnswerRecord {
  id: string;
  /** The option picked; null when the time ran out or the question was passed. */
  choice: number | null;
  skipped: boolean;
  correct: boolean;
  points: number;
}

export interface Lifelines {
  /** True while still available. */
  fifty: boolean;
  skip: boolean;
  time: boolean;
}

export interface Round {
  mode: Mode;
  seed: string;
  /** The daily quiz's UTC day. */
  dateKey: string | null;
  categories: CategoryId[];
  asked: Asked[];
  spares: Asked[];
  index: number;
  phase: Phase;
  answers: AnswerRecord[];
  lifelines: Lifelines;
  /** Options the 50:50 took away from the current question. */
  removed: number[];
  score: number;
  streak: number;
  bestStreak: number;
  end: RoundEnd | null;
}

export interface StartInput {
  mode: Mode;
  seed: string;
  categories: CategoryId[];
  /** The questions of the chosen categories (every category for the daily quiz). */
  bank: readonly Question[];
  /** The player's seen ids (ignored by the daily quiz). */
  seen: readonly string[];
  dateKey: string;
  /** The player's classic level (adaptive difficulty); Mixed by default. */
  skill?: SkillLevel;
}

export function toAsked(question: Question, random: Random): Asked {
  const options = random.shuffle([question.answer, ...question.distractors]);
  return { question, options, answer: options.indexOf(question.answer) };
}

/** A new round and the seen ids to store. */
export function startRound({ mode, seed, categories, bank, seen, dateKey, skill = DEFAULT_SKILL }: StartInput): { round: Round; seen: string[] } {
  const random = createRandom(`${seed}:${mode}:${categories.join(',')}`);
  let questions: Question[];
  let spares: Question[] = [];
  let seenNext = [...seen];
  if (mode === 'daily') {
    questions = dailyQuestions(bank, dateKey);
  } else {
    const plan = mode === 'millionaire' ? MILLIONAIRE_PLAN : CLASSIC_PLANS[skill];
    const slots = planSlots([...plan, ...SPARE_PLAN], categories, random);
    const picked = pickQuestions(bank, slots, seen, random);
    questions = picked.questions.slice(0, plan.length);
    spares = picked.questions.slice(plan.length);
    seenNext = picked.seen;
  }
  const round: Round = {
    mode,
    seed,
    dateKey: mode === 'daily' ? dateKey : null,
    categories: mode === 'daily' ? [] : [...categories],
    asked: questions.map((q) => toAsked(q, random)),
    spares: spares.map((q) => toAsked(q, random)),
    index: 0,
    phase: 'asking',
    answers: [],
    lifelines: { fifty: true, skip: true, time: true },
    removed: [],
    score: 0,
    streak: 0,
    bestStreak: 0,
    end: null,
  };
  return { round, seen: seenNext };
}

export const current = (round: Round): Asked => round.asked[round.index];

/** Picks an option (null: the time ran out) with `remainingMs` left on the clock. */
export function answer(round: Round, choice: number | null, remainingMs: number): Round {
  if (round.phase !== 'asking') return round;
  if (choice !== null && (!Number.isInteger(choice) || choice < 0 || choice > 3 || round.removed.includes(choice))) return round;
  const asked = current(round);
  const correct = choice === asked.answer;
  const streak = correct ? round.streak + 1 : 0;
  const bestStreak = Math.max(round.bestStreak, streak);
  let points = 0;
  let score = round.score;
  let end: RoundEnd | null = null;
  if (round.mode === 'millionaire') {
    const reached = round.index + 1;
    if (correct) {
      score = prizeAt(reached);
      points = score - round.score;
      if (reached >= round.asked.length) end = 'won';
    } else {
      score = safePrize(round.index);
      end = 'wrong';
    }
  } else if (correct) {
    points = pointsFor(asked.question.difficulty, remainingMs, streak).total;
    score += points;
  }
  const record: AnswerRecord = { id: asked.question.id, choice, skipped: false, correct, points };
  return { ...round, phase: 'answered', answers: [...round.answers, record], score, streak, bestStreak, end };
}

/** 50:50: two wrong options go, chosen by the round's seed. */
export function fiftyFifty(round: Round): Round {
  if (round.phase !== 'asking' || !round.lifelines.fifty) return round;
  const asked = current(round);
  const random = createRandom(`${round.seed}:fifty:${round.index}:${asked.question.id}`);
  const wrong = [0, 1, 2, 3].filter((i) => i !== asked.answer);
  const removed = random.shuffle(wrong).slice(0, 2).sort((a, b) => a - b);
  return { ...round, removed, lifelines: { ...round.lifelines, fifty: false } };
}

/** +10 s: the view adds the time to its clock; the round remembers the lifeline is spent. */
export function moreTime(round: Round): Round {
  if (round.phase !== 'asking' || !round.lifelines.time) return round;
  return { ...round, lifelines: { ...round.lifelines, time: false } };
}

/**
 * Skip: the question is swapped for a spare of the same difficulty (a fresh clock); without spares (the
 * daily quiz) it is passed: no points, no penalty, the streak kept, the answer shown.
 */
export function skipQuestion(round: Round): Round {
  if (round.phase !== 'asking' || !round.lifelines.skip) return round;
  const asked = current(round);
  const lifelines = { ...round.lifelines, skip: false };
  if (round.spares.length > 0) {
    const same = round.spares.findIndex((s) => s.question.difficulty === asked.question.difficulty);
    const at = same >= 0 ? same : 0;
    const asked2 = round.asked.slice();
    asked2[round.index] = round.spares[at];
    return { ...round, asked: asked2, spares: round.spares.filter((_, i) => i !== at), removed: [], lifelines };
  }
  const record: AnswerRecord = { id: asked.question.id, choice: null, skipped: true, correct: false, points: 0 };
  return { ...round, phase: 'answered', answers: [...round.answers, record], lifelines };
}

/** Millionaire: take the prize reached and stop. */
export function walkAway(round: Round): Round {
  if (round.mode !== 'millionaire' || round.phase === 'over' || round.end !== null) return round;
  return { ...round, phase: 'over', end: 'walked', answers: round.answers };
}

/** After the explanation: the next question, or the end of the round. */
export function nextQuestion(round: Round): Round {
  if (round.phase !== 'answered') return round;
  if (round.end !== null) return { ...round, phase: 'over' };
  if (round.index + 1 >= round.asked.length) return { ...round, phase: 'over', end: 'complete' };
  return { ...round, index: round.index + 1, phase: 'asking', removed: [] };
}

export interface RoundFigures {
  correct: number;
  total: number;
  /** Ladder rungs climbed (Millionaire). */
  reached: number;
}

export function roundFigures(round: Round): RoundFigures {
  const correct = round.answers.filter((a) => a.correct).length;
  return { correct, total: round.asked.length, reached: round.mode === 'millionaire' ? correct : 0 };
}

/** The answers as a spoiler-free row: 🟩 right, 🟥 wrong, ⏱ out of time, ⬜ passed. */
export const answerRow = (round: Round): string => round.answers.map((a) => (a.correct ? '🟩' : a.skipped ? '⬜' : a.choice === null ? '⏱' : '🟥')).join('');
