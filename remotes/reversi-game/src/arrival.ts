// The game a page opens with: a seeded link's game, else the saved one (read by the view), else a new one.
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { LEVELS, type Level } from './logic/engine';
import type { GameRecord } from './logic/record';

const isLevel = (x: unknown): x is Level => LEVELS.includes(x as Level);

/** A game not started yet: the options of `from` (vs the easy computer, playing black by default), no moves. */
export function newRecord(from: Partial<GameRecord> = {}): GameRecord {
  return { mode: 'computer', level: 'easy', human: 'black', seed: randomSeed(), ...from, moves: [], counted: false };
}

/** `?seed=…&difficulty=…&color=…&mode=two` starts that game instead of the saved one. */
export function recordFromUrl(): GameRecord | null {
  const query = pageQuery();
  const seed = seedFromUrl(query);
  if (!seed) return null;
  const level = query.get('difficulty') ?? query.get('level');
  return newRecord({
    seed,
    level: isLevel(level) ? level : 'easy',
    human: query.get('color') === 'white' ? 'white' : 'black',
    mode: query.get('mode') === 'two' ? 'two' : 'computer',
  });
}
