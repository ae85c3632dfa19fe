// One authored question of the bank, and the small runtime guard that checks a loaded file (zod stays in tests).

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface Question {
  /** e.g. "science-001": unique over the whole bank. */
  id: string;
  category: string;
  difficulty: Difficulty;
  question: string;
  answer: string;
  /** Three wrong answers, distinct from each other and from the answer. */
  distractors: [string, string, string];
  /** One or two sentences shown after the answer. */
  explanation: string;
  /** A reputable reference page (https). */
  source: string;
  /** The day the fact was last checked, YYYY-MM-DD. */
  reviewed: string;
}

export const isDifficulty = (value: unknown): value is Difficulty => typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** A real calendar day written YYYY-MM-DD. */
export function isDateKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The shape and the game's promises of one entry: four distinct options, a date, an https source. */
export function isQuestion(value: unknown): value is Question {
  if (typeof value !== 'object' || value === null) return false;
  const q = value as Record<string, unknown>;
  const { distractors } = q;
  return (
    isText(q.id) &&
    isText(q.category) &&
    isDifficulty(q.difficulty) &&
    isText(q.question) &&
    isText(q.answer) &&
    Array.isArray(distractors) &&
    distractors.length === 3 &&
    distractors.every(isText) &&
    new Set([q.answer, ...distractors]).size === 4 &&
    isText(q.explanation) &&
    typeof q.source === 'string' &&
    q.source.startsWith('https://') &&
    isDateKey(q.reviewed)
  );
}

/** A category file: a non-empty list of questions with unique ids. */
export function isQuestionList(value: unknown): value is Question[] {
  return Array.isArray(value) && value.length > 0 && value.every(isQuestion) && new Set(value.map((q: Question) => q.id)).size === value.length;
}
