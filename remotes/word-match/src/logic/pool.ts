// The shipped pairs of one relation (synonyms, antonyms or definitions), by level, and which pairs may not be
// visible together: two pairs conflict when a word of one could also pair with the other's partner, or they
// share a word. The data builder computes the conflicts from WordNet's full relation sets.

export const RELATIONS = ['synonyms', 'antonyms', 'definitions'] as const;
export type Relation = (typeof RELATIONS)[number];
export const isRelation = (value: unknown): value is Relation => RELATIONS.includes(value as Relation);

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
export const isLevel = (value: unknown): value is Level => LEVELS.includes(value as Level);

/** 2: the reviewed pairs of issue 28 (a round saved on pool 1 names other pairs). */
export const POOL_VERSION = 2;

export interface LevelPool {
  /** [left word, its partner] (a word, or a definition in definitions mode). */
  pairs: Array<[string, string]>;
  /** For each pair, the pairs it conflicts with (indexes, both ways). */
  conflicts: number[][];
}

export interface PoolFile {
  v: number;
  relation: Relation;
  levels: Record<Level, LevelPool>;
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((text) => typeof text === 'string' && text.length > 0 && text.length <= 80);

function isLevelPool(value: unknown): value is LevelPool {
  if (typeof value !== 'object' || value === null) return false;
  const { pairs, conflicts } = value as Record<string, unknown>;
  return (
    Array.isArray(pairs) &&
    pairs.length >= 25 &&
    pairs.every(isPair) &&
    Array.isArray(conflicts) &&
    conflicts.length === pairs.length &&
    conflicts.every((list) => Array.isArray(list) && list.every((j) => Number.isInteger(j) && j >= 0 && j < pairs.length))
  );
}

/** Validates a loaded pool file (useAsset's validate). */
export function isPoolFile(value: unknown): value is PoolFile {
  if (typeof value !== 'object' || value === null) return false;
  const { v, relation, levels } = value as Record<string, unknown>;
  return v === POOL_VERSION && isRelation(relation) && typeof levels === 'object' && levels !== null && LEVELS.every((level) => isLevelPool((levels as Record<string, unknown>)[level]));
}
