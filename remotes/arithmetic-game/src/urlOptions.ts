import { pageQuery, seedFromUrl } from '@games/shared/game-kit/url-options';
import { isDuration, isPresetId, type PresetId } from './logic/settings';

/** `?seed=…` deals the same problems; `?preset=kids|standard|hard|custom`; `?duration=30` (5–300 s) shortens a round. */
export function readUrl(query: URLSearchParams = pageQuery()): { seed: string | null; preset: PresetId | null; durationS: number | null } {
  const preset = query.get('preset');
  const duration = Number(query.get('duration'));
  return { seed: seedFromUrl(query), preset: isPresetId(preset) ? preset : null, durationS: isDuration(duration) ? duration : null };
}
