// The shape of the shipped boards (built by data-build/build-data.ts) and its checks when they load.

export const DATA_VERSION = 1;
export const LEVEL_IDS = ['six', 'seven'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
export const LEVEL_LENGTH: Record<LevelId, number> = { six: 6, seven: 7 };
export const LEVEL_LABEL: Record<LevelId, string> = { six: '6 letters', seven: '7 letters' };
export const isLevelId = (value: unknown): value is LevelId => typeof value === 'string' && (LEVEL_IDS as readonly string[]).includes(value);
export const MIN_WORD = 3;
/** The definitions of a level come in this many files: board i's words are in file i mod DEFINITION_BUCKETS. */
export const DEFINITION_BUCKETS = 8;

/**
 * The boards of one level; each line is "seed|slot slot…|bonus bonus…": the seed word (its letters are the tiles), the
 * common words shown as slots (3 letters and up, shortest first), then the other valid words accepted as bonus.
 */
export interface BossData {
  v: number;
  level: LevelId;
  boards: string[];
}

/** Short definitions of every slot word of a level, shown for missed words when a round ends. */
export interface DefinitionsData {
  v: number;
  defs: Record<string, string>;
}

export interface BoardEntry {
  seed: string;
  slots: string[];
  bonus: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const WORDS = /^[a-z]+( [a-z]+)*$/;

export function parseBoard(line: string): BoardEntry {
  const [seed, slots, bonus] = line.split('|');
  return { seed, slots: slots.split(' '), bonus: bonus ? bonus.split(' ') : [] };
}

export function isBossData(value: unknown): value is BossData {
  if (!isObject(value) || value.v !== DATA_VERSION || !isLevelId(value.level) || !Array.isArray(value.boards) || value.boards.length === 0) return false;
  const length = LEVEL_LENGTH[value.level];
  return value.boards.every((line) => {
    if (typeof line !== 'string') return false;
    const parts = line.split('|');
    return parts.length === 3 && /^[a-z]+$/.test(parts[0]) && parts[0].length === length && WORDS.test(parts[1]) && (parts[2] === '' || WORDS.test(parts[2]));
  });
}

export function isDefinitionsData(value: unknown): value is DefinitionsData {
  return isObject(value) && value.v === DATA_VERSION && isObject(value.defs) && Object.values(value.defs).every((text) => typeof text === 'string');
}

/** Letter counts of a word. */
export function letterCounts(word: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** True when `word` can be spelled from `letters`, each tile at most once. */
export function spellsFrom(word: string, letters: string): boolean {
  const counts = letterCounts(letters);
  for (const letter of word) {
    const left = counts.get(letter) ?? 0;
    if (left === 0) return false;
    counts.set(letter, left - 1);
  }
  return true;
}
