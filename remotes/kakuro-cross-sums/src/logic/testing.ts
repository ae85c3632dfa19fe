// Fixtures for tests: the pack files read from disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Level } from './levels';
import { isPuzzlePack, type PuzzlePack } from './pack';

export function readPack(level: Level): PuzzlePack {
  const pack: unknown = JSON.parse(readFileSync(join(__dirname, '../packs', `${level}.data.json`), 'utf8'));
  if (!isPuzzlePack(pack)) throw new Error(`Bad pack ${level}`);
  return pack;
}
