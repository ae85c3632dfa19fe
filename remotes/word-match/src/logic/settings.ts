// What a round is played with: relation, level, hardcore; the daily's fixed choice; the key of its records.
import { dayNumber } from '@games/shared/game-kit/content/rotation';
import { isLevel, isRelation, RELATIONS, type Level, type Relation } from './pool';

export interface Settings {
  relation: Relation;
  level: Level;
  hardcore: boolean;
}

export const DEFAULT_SETTINGS: Settings = { relation: 'synonyms', level: 'easy', hardcore: false };

export const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && isRelation((value as Settings).relation) && isLevel((value as Settings).level) && typeof (value as Settings).hardcore === 'boolean';

/** The daily round: the same for everyone on a UTC date; the relation turns day by day, medium words. */
export function dailySettings(date: string): Settings {
  return { relation: RELATIONS[((dayNumber(date) % RELATIONS.length) + RELATIONS.length) % RELATIONS.length], level: 'medium', hardcore: false };
}

/** Best scores are kept per relation, level and hardcore, and for the daily. */
export const scoreKeyOf = (settings: Settings, daily: boolean): string =>
  daily ? 'daily' : `${settings.relation}-${settings.level}${settings.hardcore ? '-hardcore' : ''}`;

export const RELATION_LABEL: Record<Relation, string> = { synonyms: 'Synonyms', antonyms: 'Antonyms', definitions: 'Definitions' };
export const LEVEL_LABEL: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
export const RELATION_HINT: Record<Relation, string> = {
  synonyms: 'Match each word with the word that means the same.',
  antonyms: 'Match each word with its opposite.',
  definitions: 'Match each word with its meaning.',
};
