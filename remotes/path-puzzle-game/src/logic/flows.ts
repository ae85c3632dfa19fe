// The player's flows: one path per colour, drawn from either of its dots. A new path cuts any other colour it
// crosses (as in Flow Free); the board is solved when every pair is joined and every cell is covered.
import { gridPosition } from '@games/shared/game-kit/path/adjacency';
import { isValidPath, type PathRules } from '@games/shared/game-kit/path/path';
import { endpointColours, openNeighbours, type FlowPuzzle } from './board';

export interface FlowBoard {
  /** paths[k]: colour k's path, starting on one of its dots; empty when not drawn. */
  paths: number[][];
  /** Flow's move count: a move is drawing with a different colour than the last one drawn. */
  moves: number;
  /** The colour drawn last, -1 at the start. */
  last: number;
}

export interface FlowMove {
  colour: number;
  /** The colour's new path ([] clears it). */
  path: number[];
}

export const emptyBoard = (puzzle: FlowPuzzle): FlowBoard => ({ paths: puzzle.ends.map(() => []), moves: 0, last: -1 });

interface Facts {
  neighbours: number[][];
  endColour: Int16Array;
  position: (cell: number) => readonly [number, number];
}

const factsCache = new WeakMap<FlowPuzzle, Facts>();

function factsOf(puzzle: FlowPuzzle): Facts {
  let facts = factsCache.get(puzzle);
  if (!facts) {
    facts = {
      // Walls take their edges away: a pipe never steps across one.
      neighbours: openNeighbours(puzzle),
      endColour: endpointColours(puzzle),
      position: gridPosition(puzzle.size),
    };
    factsCache.set(puzzle, facts);
  }
  return facts;
}

/** Whether colour k's path runs from one of its dots to the other. */
export function isJoined(puzzle: FlowPuzzle, path: readonly number[], colour: number): boolean {
  if (path.length < 2) return false;
  const [a, b] = puzzle.ends[colour];
  const first = path[0];
  const end = path[path.length - 1];
  return (first === a && end === b) || (first === b && end === a);
}

/**
 * The kit's path rules for drawing colour k: start on one of its dots, step orthogonally (never across a wall) onto cells that are
 * not another colour's dot nor already on this path, and stop once the other dot is reached. Crossing another
 * colour's path is allowed: that path is cut.
 */
export function drawingRules(puzzle: FlowPuzzle, colour: number): PathRules {
  const { neighbours, endColour, position } = factsOf(puzzle);
  return {
    neighbours: (cell) => neighbours[cell],
    canStart: (cell) => endColour[cell] === colour,
    canEnter: (path, cell) => {
      if (path.includes(cell)) return false;
      if (endColour[cell] >= 0 && endColour[cell] !== colour) return false;
      const end = path[path.length - 1];
      return !(path.length >= 2 && endColour[end] === colour);
    },
    position,
  };
}

/** The board with colour k's path replaced; every other path it crosses is cut just before the crossing. */
export function withPath(board: FlowBoard, colour: number, path: readonly number[]): FlowBoard {
  const taken = new Set(path);
  const paths = board.paths.map((other, k) => {
    if (k === colour) return path.slice();
    const cut = other.findIndex((cell) => taken.has(cell));
    return cut < 0 ? other : other.slice(0, cut);
  });
  const moves = colour === board.last || path.length === 0 ? board.moves : board.moves + 1;
  return { paths, moves, last: path.length === 0 ? board.last : colour };
}

/** The paths as drawn, but with a live drag of colour k shown (others cut where it crosses them). */
export function shownPaths(board: FlowBoard, colour: number, path: readonly number[]): number[][] {
  return withPath(board, colour, path).paths;
}

export function applyFlowMove(puzzle: FlowPuzzle, board: FlowBoard, move: FlowMove): FlowBoard {
  const { colour, path } = move;
  if (!Number.isInteger(colour) || colour < 0 || colour >= puzzle.ends.length) return board;
  if (path.length > 0 && !isValidPath(drawingRules(puzzle, colour), path)) return board;
  const before = board.paths[colour];
  if (before.length === path.length && before.every((cell, i) => cell === path[i])) return board;
  return withPath(board, colour, path);
}

/** Cells covered by a drawn pipe (a path of at least two cells), out of all cells. */
export function coveredCells(board: FlowBoard): number {
  let covered = 0;
  for (const path of board.paths) if (path.length >= 2) covered += path.length;
  return covered;
}

export function pipePercent(puzzle: FlowPuzzle, board: FlowBoard): number {
  return Math.floor((coveredCells(board) * 100) / (puzzle.size * puzzle.size));
}

export function joinedCount(puzzle: FlowPuzzle, board: FlowBoard): number {
  return board.paths.filter((path, k) => isJoined(puzzle, path, k)).length;
}

export function isFlowSolved(puzzle: FlowPuzzle, board: FlowBoard): boolean {
  return joinedCount(puzzle, board) === puzzle.ends.length && coveredCells(board) === puzzle.size * puzzle.size;
}

/** Stars for a win: 3 for a perfect game (one move per colour), 2 for a few extra moves, else 1; a hint costs one. */
export function starsFor(colours: number, moves: number, hints: number): number {
  const base = moves <= colours ? 3 : moves <= colours + Math.ceil(colours / 2) ? 2 : 1;
  return Math.max(1, base - (hints > 0 ? 1 : 0));
}

/** Whether a saved board fits the puzzle: one valid path per colour, no two paths sharing a cell. */
export function boardFits(puzzle: FlowPuzzle, board: FlowBoard): boolean {
  if (board.paths.length !== puzzle.ends.length) return false;
  const seen = new Set<number>();
  return board.paths.every((path, k) => {
    if (path.length > 0 && !isValidPath(drawingRules(puzzle, k), path)) return false;
    for (const cell of path) {
      if (seen.has(cell)) return false;
      seen.add(cell);
    }
    return true;
  });
}

export function isFlowBoard(value: unknown): value is FlowBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { paths, moves, last } = value as Partial<FlowBoard>;
  return (
    Array.isArray(paths) &&
    paths.every((path) => Array.isArray(path) && path.every((cell) => Number.isInteger(cell))) &&
    typeof moves === 'number' &&
    Number.isInteger(moves) &&
    moves >= 0 &&
    typeof last === 'number' &&
    Number.isInteger(last)
  );
}
