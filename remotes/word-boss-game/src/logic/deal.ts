// Dealing boards: which seed word a round plays and the order its tiles are first shown in.
import { createRandom } from '@games/shared/game-kit/random';
import { DEFINITION_BUCKETS, LEVEL_LENGTH, parseBoard, type BoardEntry, type BossData, type LevelId } from './data';

export interface DealtBoard extends BoardEntry {
  /** Tile ids (positions in the seed word) in the order first shown: never spelling a full-length word. */
  order: number[];
  /** The definitions file holding its slot words. */
  bucket: number;
}

export const fullWords = (board: BoardEntry): string[] => [...board.slots, ...board.bonus].filter((word) => word.length === board.seed.length);

/** The board of round `roundNo` (1, 2…) of a game: same data, level and seed, same board; never the previous one again. */
export function dealBoard(data: BossData, level: LevelId, seed: string, roundNo: number, previous: string | null = null): DealtBoard {
  const random = createRandom(`word-boss-game:${level}:${seed}:${roundNo}`);
  let index = random.int(0, data.boards.length - 1);
  if (previous !== null && parseBoard(data.boards[index]).seed === previous) index = (index + 1) % data.boards.length;
  const entry = parseBoard(data.boards[index]);
  const full = new Set(fullWords(entry));
  const ids = [...Array(LEVEL_LENGTH[level]).keys()];
  let order = random.shuffle(ids);
  for (let attempt = 0; attempt < 50 && full.has(order.map((id) => entry.seed[id]).join('')); attempt++) order = random.shuffle(ids);
  return { ...entry, order, bucket: index % DEFINITION_BUCKETS };
}
