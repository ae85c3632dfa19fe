// The player's flows: one path per colour, drawn from either of its dots. A new path cuts any other colour it
// crosses (as in Flow Free); the board is solved when every pair is joined and every cell is covered. On a
// bridge the two lanes are separate: a pipe goes straight through along one, and only a pipe on the same lane
// is cut; the bridge is covered when both lanes are used (as in Flow Free's bridge packs).
import { gridPosition } from '@games/shared/game-kit/path/adjacency';
import { isValidPath, type PathRules } from '@games/shared/game-kit/path/path';
import { bridgeSet, coverTotal, endpointColours, laneAt, openNeighbours, type FlowPuzzle } from './board';

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
  bridges: Set<number>;
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
      bridges: bridgeSet(puzzle),
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
 * not another colour's dot nor already on this path (so a pipe never crosses itself, not even on a bridge), and
 * stop once the other dot is reached. On a bridge the pipe goes straight on: the step out of it continues the
 * step in. Crossing another colour's path is allowed: that path is cut (on a bridge only when on the same lane).
 */
export function drawingRules(puzzle: FlowPuzzle, colour: number): PathRules {
  const { neighbours, endColour, position, bridges } = factsOf(puzzle);
  return {
    neighbours: (cell) => neighbours[cell],
    canStart: (cell) => endColour[cell] === colour,
    canEnter: (path, cell) => {
      if (path.includes(cell)) return false;
      if (endColour[cell] >= 0 && endColour[cell] !== colour) return false;
      const end = path[path.length - 1];
      if (path.length >= 2 && endColour[end] === colour) return false;
      return !(path.length >= 2 && bridges.has(end) && cell - end !== end - path[path.length - 2]);
    },
    position,
  };
}

/**
 * The board with colour k's path replaced; every other path it crosses is cut just before the crossing. A
 * crossing on a bridge counts only when both use the same lane.
 */
export function withPath(puzzle: FlowPuzzle, board: FlowBoard, colour: number, path: readonly number[]): FlowBoard {
  const bridges = bridgeSet(puzzle);
  const taken = new Map(path.map((cell, i) => [cell, bridges.has(cell) ? laneAt(path, i) : null]));
  const paths = board.paths.map((other, k) => {
    if (k === colour) return path.slice();
    const cut = other.findIndex((cell, i) => taken.has(cell) && (!bridges.has(cell) || taken.get(cell) === laneAt(other, i)));
    return cut < 0 ? other : other.slice(0, cut);
  });
  const moves = colour === board.last || path.length === 0 ? board.moves : board.moves + 1;
  return { paths, moves, last: path.length === 0 ? board.last : colour };
}

/** The paths as drawn, but with a live drag of colour k shown (others cut where it crosses them). */
export function shownPaths(puzzle: FlowPuzzle, board: FlowBoard, colour: number, path: readonly number[]): number[][] {
  return withPath(puzzle, board, colour, path).paths;
}

export function applyFlowMove(puzzle: FlowPuzzle, board: FlowBoard, move: FlowMove): FlowBoard {
  const { colour, path } = move;
  if (!Number.isInteger(colour) || colour < 0 || colour >= puzzle.ends.length) return board;
  if (path.length > 0 && !isValidPath(drawingRules(puzzle, colour), path)) return board;
  const before = board.paths[colour];
  if (before.length === path.length && before.every((cell, i) => cell === path[i])) return board;
  return withPath(puzzle, board, colour, path);
}

/** Cells covered by a drawn pipe (a path of at least two cells); a bridge counts once per lane in use. */
export function coveredCells(board: FlowBoard): number {
  let covered = 0;
  for (const path of board.paths) if (path.length >= 2) covered += path.length;
  return covered;
}

export function pipePercent(puzzle: FlowPuzzle, board: FlowBoard): number {
  return Math.floor((coveredCells(board) * 100) / coverTotal(puzzle));
}

export function joinedCount(puzzle: FlowPuzzle, board: FlowBoard): number {
  return board.paths.filter((path, k) => isJoined(puzzle, path, k)).length;
}

export function isFlowSolved(puzzle: FlowPuzzle, board: FlowBoard): boolean {
  return joinedCount(puzzle, board) === puzzle.ends.length && coveredCells(board) === coverTotal(puzzle);
}

/**
 * Stars for a win: 3 for a perfect game (one move per colour), 2 for a few extra moves, else 1; each hint costs
 * one (a board the hints drew is solved, 1 star, not a 2-star game with no moves).
 */
export function starsFor(colours: number, moves: number, hints: number): number {
  const base = moves <= colours ? 3 : moves <= colours + Math.ceil(colours / 2) ? 2 : 1;
  return Math.max(1, base - hints);
}

/** Whether a saved board fits the puzzle: one valid path per colour, no two paths sharing a cell (or a bridge's lane). */
export function boardFits(puzzle: FlowPuzzle, board: FlowBoard): boolean {
  if (board.paths.length !== puzzle.ends.length) return false;
  const bridges = bridgeSet(puzzle);
  const seen = new Set<number>();
  return board.paths.every((path, k) => {
    if (path.length > 0 && !isValidPath(drawingRules(puzzle, k), path)) return false;
    for (let i = 0; i < path.length; i++) {
      // A bridge's down lane is keyed apart from its cell (the across lane).
      const key = bridges.has(path[i]) && laneAt(path, i) === 'down' ? -1 - path[i] : path[i];
      if (seen.has(key)) return false;
      seen.add(key);
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
