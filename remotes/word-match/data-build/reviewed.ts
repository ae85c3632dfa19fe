// The reviewed pairs: reviewed/<relation>.tsv, one pair a line (level, word, partner, verdict, reason). A person
// read every pair as a player would and marked it "keep" or "drop" with the reason; "?" is a drafted pair not
// read yet. Only kept pairs ship (build-data.ts reads nothing else), so a rebuild cannot bring a dropped pair back.
import fs from 'node:fs';
import path from 'node:path';
import { isLevel, type Level, type Relation } from '../src/logic/pool';

export type Verdict = 'keep' | 'drop' | '?';

export interface ReviewedPair {
  level: Level;
  word: string;
  partner: string;
  verdict: Verdict;
  /** Why a pair was dropped (empty when kept). */
  reason: string;
}

export const reviewedPath = (relation: Relation) => path.join(__dirname, 'reviewed', `${relation}.tsv`);
const HEADER = 'level\tword\tpartner\tverdict\treason';

export function readReviewed(relation: Relation): ReviewedPair[] {
  const file = reviewedPath(relation);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const [level, word, partner, verdict, reason = ''] = line.split('\t');
      if (!isLevel(level) || !word || !partner || !['keep', 'drop', '?'].includes(verdict)) throw new Error(`${file}:${index + 2}: not a reviewed pair: ${line}`);
      if (verdict === 'drop' && !reason) throw new Error(`${file}:${index + 2}: a dropped pair needs its reason`);
      return { level, word, partner, verdict: verdict as Verdict, reason };
    });
}

export function writeReviewed(relation: Relation, pairs: readonly ReviewedPair[]): void {
  fs.mkdirSync(path.dirname(reviewedPath(relation)), { recursive: true });
  const lines = pairs.map((pair) => [pair.level, pair.word, pair.partner, pair.verdict, pair.reason].join('\t'));
  fs.writeFileSync(reviewedPath(relation), `${[HEADER, ...lines].join('\n')}\n`);
}
