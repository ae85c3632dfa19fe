import { LEVELS, levelInfo, PACKS } from './levels';
import { starText } from '@games/shared/game-kit/levels/stars';

/**
 * The level picker's entries, one per pack: each opens at its first unsolved level (the pack being played at
 * the current level), its best stars on its name (a phone's header has no room for one more figure).
 */
export function pickerLevels(current: string | null, bestStars: Readonly<Record<string, number>>): { value: string; label: string }[] {
  return PACKS.map((pack) => {
    const here = current !== null && levelInfo(current).pack.id === pack.id;
    const levels = LEVELS.filter((level) => level.pack.id === pack.id);
    const target = here ? levelInfo(current) : (levels.find((level) => !bestStars[level.value]) ?? levels[0]);
    const got = bestStars[target.value] ?? 0;
    return { value: target.value, label: `${pack.label} · ${target.number}${got ? ` ${starText(got)}` : ''}` };
  });
}
