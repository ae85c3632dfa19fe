// One sprint: the problem up, what the player typed, the score. The answer is taken the moment the typed
// number equals it (no Enter); in strict mode Enter on a wrong answer costs a point. Pure: the time an
// answer took is measured by the view (from the frame the problem showed) and passed in.
import { isProblem, problemAt, type Problem } from './problems';
import { isPresetId, isSettings, type PresetId, type Settings } from './settings';

export interface Round {
  seed: string;
  preset: PresetId;
  settings: Settings;
  /** The number of the problem up (0 for the first). */
  index: number;
  problem: Problem;
  /** What the player has typed so far for it. */
  typed: string;
  score: number;
  /** Problems answered right. */
  solved: number;
  /** Wrong answers sent in strict mode. */
  wrong: number;
  /** How long each right answer took, in ms (from the frame its problem showed). */
  answerMs: number[];
  over: boolean;
}

/** Longest answer one can type: a sign and six digits (operands stay ≤ 999). */
export const MAX_TYPED = 7;

export function startRound(seed: string, preset: PresetId, settings: Settings): Round {
  return { seed, preset, settings, index: 0, problem: problemAt(seed, 0, settings, null), typed: '', score: 0, solved: 0, wrong: 0, answerMs: [], over: false };
}

/** Keeps what can be part of an answer: digits and a leading minus. */
export function cleanTyped(text: string): string {
  const minus = /^\s*[-−]/.test(text) ? '-' : '';
  return (minus + text.replace(/[^0-9]/g, '')).slice(0, MAX_TYPED);
}

const valueOf = (typed: string) => (/^-?[0-9]+$/.test(typed) ? Number(typed) : null);

/** The next problem is up: score and count go up, the time it took is kept. */
function solve(round: Round, tookMs: number | null): Round {
  const index = round.index + 1;
  return {
    ...round,
    index,
    problem: problemAt(round.seed, index, round.settings, round.problem),
    typed: '',
    score: round.score + 1,
    solved: round.solved + 1,
    answerMs: tookMs === null ? round.answerMs : [...round.answerMs, Math.max(0, Math.round(tookMs))],
  };
}

/**
 * The player's input is now `text` (typed, or built on the pad). When it equals the answer the problem is
 * solved at once; `tookMs` is how long it took (null when unknown).
 */
export function typeAnswer(round: Round, text: string, tookMs: number | null): Round {
  if (round.over) return round;
  const typed = cleanTyped(text);
  if (valueOf(typed) === round.problem.answer) return solve(round, tookMs);
  return typed === round.typed ? round : { ...round, typed };
}

/** Enter: nothing without strict mode; in strict mode a wrong answer costs a point (never below 0) and is cleared. */
export function submitAnswer(round: Round): Round {
  if (round.over || !round.settings.strict || valueOf(round.typed) === null) return round;
  return { ...round, typed: '', score: Math.max(0, round.score - 1), wrong: round.wrong + 1 };
}

export const endRound = (round: Round): Round => (round.over ? round : { ...round, over: true, typed: '' });

/** The round's figures for the result. */
export function roundFigures(round: Round) {
  const times = round.answerMs;
  const averageMs = times.length === 0 ? 0 : Math.round(times.reduce((sum, ms) => sum + ms, 0) / times.length);
  const perMinute = Math.round((round.solved / round.settings.durationS) * 60 * 10) / 10;
  return { score: round.score, solved: round.solved, wrong: round.wrong, averageMs, perMinute };
}

const MAX_PROBLEMS = 10_000;

/** Checks a saved round (it may be old, edited or corrupt). */
export function isRound(value: unknown): value is Round {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.seed === 'string' &&
    r.seed.length > 0 &&
    r.seed.length <= 64 &&
    isPresetId(r.preset) &&
    isSettings(r.settings) &&
    Number.isSafeInteger(r.index) &&
    (r.index as number) >= 0 &&
    (r.index as number) < MAX_PROBLEMS &&
    isProblem(r.problem) &&
    typeof r.typed === 'string' &&
    r.typed.length <= MAX_TYPED &&
    [r.score, r.solved, r.wrong].every((n) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < MAX_PROBLEMS) &&
    Array.isArray(r.answerMs) &&
    r.answerMs.length <= MAX_PROBLEMS &&
    r.answerMs.every((ms) => Number.isFinite(ms) && ms >= 0) &&
    typeof r.over === 'boolean'
  );
}
