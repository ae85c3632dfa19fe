import type { Relation } from './logic/pool';

/** The pairs of each relation: separate, hashed assets fetched when a round of that relation needs them. */
export const POOL_URLS: Record<Relation, URL> = {
  synonyms: new URL('./data/synonyms.data.json', import.meta.url),
  antonyms: new URL('./data/antonyms.data.json', import.meta.url),
  definitions: new URL('./data/definitions.data.json', import.meta.url),
};
