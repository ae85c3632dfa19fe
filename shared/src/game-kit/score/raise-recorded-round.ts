// A round already recorded that goes on scoring (Quartiles after its five quartiles). Apart from score-records.ts
// because only the records' store (score-store.ts, after the first paint) needs it; for the same reason it takes
// nothing from score-records.ts but types (a module both chunks use is kept apart from the first chunk's code). Pure.
import { isScoreValue } from '../records/score-view';
import type { ScoreExtras, ScoreRecord, ScoreRecords } from './score-records';

/**
 * The round's better score raises the best and its latest recent entry, without counting another round. The
 * same records when nothing rose.
 */
export function raiseRecordedRound(records: ScoreRecords, key: string, score: number, extras: ScoreExtras = {}): ScoreRecords {
  const before = records.byKey[key];
  if (!isScoreValue(score) || !before?.played) return records;
  const bestExtras = { ...before.bestExtras };
  const raised = Object.keys(extras).filter((name) => isScoreValue(extras[name]) && extras[name] > (bestExtras[name] ?? 0));
  for (const name of raised) bestExtras[name] = extras[name];
  const last = before.recent[before.recent.length - 1];
  const recentRises = last !== undefined && score > last.score;
  if (score <= before.best && !raised.length && !recentRises) return records;
  const recent = recentRises ? [...before.recent.slice(0, -1), { ...last, score }] : before.recent;
  const record: ScoreRecord = { ...before, best: Math.max(before.best, score), bestExtras, recent };
  return { byKey: { ...records.byKey, [key]: record } };
}
