// What the player is told (and what a shared result says) about a board and a move, in words.
import { cellName, type FlowPuzzle } from './board';
import { letterOf } from './colours';
import { isJoined, joinedCount, pipePercent, starsFor, type FlowBoard } from './flows';
import { levelInfo } from './levels';
import { starText } from '@games/shared/game-kit/levels/stars';

type Mode = 'daily' | 'unlimited';

/** "The daily puzzle: 7 by 7, 6 colours, 2 walls." or "7×7 walls, level 3: …", said when a board is dealt. */
export function dealWords(puzzle: FlowPuzzle, mode: Mode, level: string): string {
  const { size, ends, walls, bridges } = puzzle;
  const name = mode === 'daily' ? 'The daily puzzle' : `${levelInfo(level).pack.label}, level ${levelInfo(level).number}`;
  return `${name}: ${size} by ${size}, ${ends.length} colours${walls?.length ? `, ${walls.length} walls` : ''}${bridges?.length ? `, ${bridges.length} ${bridges.length === 1 ? 'bridge' : 'bridges'}` : ''}.`;
}

/** What a move did: the flow drawn or joined, another cut, and the board's progress; null when no flow moved. */
export function moveWords(puzzle: FlowPuzzle, before: FlowBoard, after: FlowBoard): string | null {
  const colour = after.last;
  if (colour < 0) return null;
  const joined = isJoined(puzzle, after.paths[colour], colour) && !isJoined(puzzle, before.paths[colour], colour);
  const cut = after.paths.some((path, k) => k !== colour && path.length < before.paths[k].length);
  return `${joined ? `Flow ${letterOf(colour)} joined. ` : `Flow ${letterOf(colour)}, ${after.paths[colour].length} cells. `}${cut ? 'Another flow was cut. ' : ''}${joinedCount(puzzle, after)} of ${puzzle.ends.length} flows, pipe ${pipePercent(puzzle, after)}%.`;
}

/** Told when a flow is picked by its key: whether it is joined or drawn, and where the arrow keys draw from. */
export function selectedWords(puzzle: FlowPuzzle, colour: number, path: readonly number[]): string {
  const state = isJoined(puzzle, path, colour) ? 'joined' : path.length > 1 ? `${path.length} cells drawn` : 'not drawn';
  return `Flow ${letterOf(colour)} selected, ${state}. Arrow keys draw from ${cellName(path.length ? path[path.length - 1] : puzzle.ends[colour][0], puzzle.size)}.`;
}

/** The share text's line: "7×7 level 3 · 5 flows · 6 moves ★★☆" (or "Daily · …"). */
export function shareLine(puzzle: FlowPuzzle, board: FlowBoard, mode: Mode, level: string, hints: number): string {
  const colours = puzzle.ends.length;
  const info = levelInfo(level);
  const name = mode === 'daily' ? 'Daily' : `${info.pack.label} level ${info.number}`;
  return `${name} · ${colours} flows · ${board.moves} moves ${starText(starsFor(colours, board.moves, hints))}`;
}
