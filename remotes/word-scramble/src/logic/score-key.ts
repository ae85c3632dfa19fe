// The key a round's best scores are kept under: per level, the daily, or per themed pack; timed and relaxed apart.
import type { Round } from './round';

export const scoreKeyOf = ({ mode, level, timed, pack }: Pick<Round, 'mode' | 'level' | 'timed' | 'pack'>): string =>
  `${mode === 'daily' ? 'daily' : mode === 'theme' ? `theme-${pack}` : level}-${timed ? 'timed' : 'relaxed'}`;
