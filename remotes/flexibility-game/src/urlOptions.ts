import { pageQuery, seedFromUrl } from '@games/shared/game-kit/url-options';
import { isLevel, type Level } from './logic/levels';

/** `?seed=…` deals the same trials; `?level=` (or `difficulty=`) easy|medium|hard; `?duration=20` (5–60 s) shortens the session. */
export function readUrl(query: URLSearchParams = pageQuery()): { seed: string | null; level: Level | null; durationS: number | null } {
  const level = query.get('level') ?? query.get('difficulty');
  const duration = Number(query.get('duration'));
  return { seed: seedFromUrl(query), level: isLevel(level) ? level : null, durationS: Number.isInteger(duration) && duration >= 5 && duration <= 60 ? duration : null };
}
