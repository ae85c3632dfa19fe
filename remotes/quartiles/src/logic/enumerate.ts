// Every word of 1–4 distinct tiles a board spells (about 123k tile orders for 20 tiles), checked against a
// word test; a prefix test prunes orders that can start no word. Used at build time with the big list.
import type { TilePath } from './pack';

export interface WordTests {
  isWord(text: string): boolean;
  /** Whether some word starts with the text (pruning only: `() => true` gives the same result, slower). */
  isPrefix(text: string): boolean;
}

export interface Spelled {
  path: TilePath;
  word: string;
}

export function enumerateWords(tiles: readonly string[], tests: WordTests, maxTiles = 4): Spelled[] {
  const out: Spelled[] = [];
  const used = new Array<boolean>(tiles.length).fill(false);
  const path: number[] = [];
  const walk = (text: string) => {
    for (let tile = 0; tile < tiles.length; tile++) {
      if (used[tile]) continue;
      const next = text + tiles[tile];
      path.push(tile);
      if (tests.isWord(next)) out.push({ path: [...path], word: next });
      if (path.length < maxTiles && tests.isPrefix(next)) {
        used[tile] = true;
        walk(next);
        used[tile] = false;
      }
      path.pop();
    }
  };
  walk('');
  return out;
}
