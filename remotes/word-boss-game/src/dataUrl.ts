import type { LevelId } from './logic/data';

/** The boards of each level: separate, hashed assets, the one a game plays fetched when it opens. */
export const BOARD_URLS: Record<LevelId, URL> = {
  six: new URL('./data/boards-six.json', import.meta.url),
  seven: new URL('./data/boards-seven.json', import.meta.url),
};

/** The definitions of slot words, in DEFINITION_BUCKETS files per level: fetched only when a round ends. */
export const DEFINITION_URLS: Record<LevelId, URL[]> = {
  six: [
    new URL('./data/defs-six-0.json', import.meta.url),
    new URL('./data/defs-six-1.json', import.meta.url),
    new URL('./data/defs-six-2.json', import.meta.url),
    new URL('./data/defs-six-3.json', import.meta.url),
    new URL('./data/defs-six-4.json', import.meta.url),
    new URL('./data/defs-six-5.json', import.meta.url),
    new URL('./data/defs-six-6.json', import.meta.url),
    new URL('./data/defs-six-7.json', import.meta.url),
  ],
  seven: [
    new URL('./data/defs-seven-0.json', import.meta.url),
    new URL('./data/defs-seven-1.json', import.meta.url),
    new URL('./data/defs-seven-2.json', import.meta.url),
    new URL('./data/defs-seven-3.json', import.meta.url),
    new URL('./data/defs-seven-4.json', import.meta.url),
    new URL('./data/defs-seven-5.json', import.meta.url),
    new URL('./data/defs-seven-6.json', import.meta.url),
    new URL('./data/defs-seven-7.json', import.meta.url),
  ],
};
