// What a round is called in announcements, the summary and the share line.
import { LEVELS } from './levels';
import { PACKS } from './packs';
import type { Round } from './round';

export function roundLabel(round: Pick<Round, 'mode' | 'level' | 'date' | 'pack'>): string {
  if (round.mode === 'daily') return round.date ? `Daily five ${round.date}` : 'Daily five';
  if (round.mode === 'theme' && round.pack) return `${PACKS[round.pack].label} pack`;
  return LEVELS[round.level].label;
}
