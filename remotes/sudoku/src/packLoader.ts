// Loads a difficulty's puzzle pack on demand (a separate cached asset, never in the first chunk).
import type { Difficulty } from './logic/difficulty';
import { isPuzzlePack, type PuzzlePack } from './logic/pack';

const PACK_URLS: Record<Difficulty, URL> = {
  easy: new URL('./packs/easy.data.json', import.meta.url),
  medium: new URL('./packs/medium.data.json', import.meta.url),
  hard: new URL('./packs/hard.data.json', import.meta.url),
  expert: new URL('./packs/expert.data.json', import.meta.url),
};

const cache = new Map<Difficulty, Promise<PuzzlePack>>();

async function fetchPack(difficulty: Difficulty): Promise<PuzzlePack> {
  let lastError: unknown;
  // A couple of retries with a short back-off ride out a flaky connection.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(PACK_URLS[difficulty]);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const pack: unknown = await response.json();
      if (!isPuzzlePack(pack) || pack.difficulty !== difficulty) throw new Error('Malformed puzzle pack');
      return pack;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Could not load puzzles');
}

export function loadPack(difficulty: Difficulty): Promise<PuzzlePack> {
  let pending = cache.get(difficulty);
  if (!pending) {
    pending = fetchPack(difficulty);
    cache.set(difficulty, pending);
    // A failed load may be retried later.
    pending.catch(() => cache.delete(difficulty));
  }
  return pending;
}
