// Guards for what the game keeps in storage: a round in play (corrupt or old saves are discarded) and the
// player's seen question ids.
import { isCategoryId } from './categories';
import { isDateKey, isQuestion } from './question';
import { isMode, type Asked, type AnswerRecord, type Round } from './round';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, below: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isAsked(value: unknown): value is Asked {
  if (!isObject(value) || !isQuestion(value.question) || !Array.isArray(value.options) || value.options.length !== 4) return false;
  const q = value.question;
  const options = value.options as unknown[];
  return (
    isIndex(value.answer, 4) &&
    options[value.answer as number] === q.answer &&
    [q.answer, ...q.distractors].every((option) => options.includes(option))
  );
}

function isAnswerRecord(value: unknown): value is AnswerRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    (value.choice === null || isIndex(value.choice, 4)) &&
    typeof value.skipped === 'boolean' &&
    typeof value.correct === 'boolean' &&
    isCount(value.points)
  );
}

const ENDS = ['complete', 'wrong', 'won', 'walked'];
const PHASES = ['asking', 'answered', 'over'];

export function isRound(value: unknown): value is Round {
  if (!isObject(value)) return false;
  const { asked, spares, answers, lifelines, removed } = value;
  if (!Array.isArray(asked) || asked.length === 0 || !asked.every(isAsked)) return false;
  if (!Array.isArray(spares) || !spares.every(isAsked)) return false;
  if (!Array.isArray(answers) || !answers.every(isAnswerRecord) || answers.length > asked.length) return false;
  if (!isObject(lifelines) || !['fifty', 'skip', 'time'].every((k) => typeof lifelines[k] === 'boolean')) return false;
  if (!Array.isArray(removed) || !removed.every((i) => isIndex(i, 4))) return false;
  return (
    isMode(value.mode) &&
    typeof value.seed === 'string' &&
    (value.dateKey === null || isDateKey(value.dateKey)) &&
    Array.isArray(value.categories) &&
    value.categories.every(isCategoryId) &&
    isIndex(value.index, asked.length) &&
    typeof value.phase === 'string' &&
    PHASES.includes(value.phase) &&
    isCount(value.score) &&
    isCount(value.streak) &&
    isCount(value.bestStreak) &&
    (value.end === null || (typeof value.end === 'string' && ENDS.includes(value.end)))
  );
}

export const isSeenIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string') && value.length <= 10_000;
