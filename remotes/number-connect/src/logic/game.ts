import { createRandom } from '@games/shared/game-kit/random';
import { CELL_COUNT, exponentOf, maxValue, type Cells } from './board';
import { chainValue, isValidChain, type Chain } from './chain';
import { applyGravity } from './gravity';
import { hasMove } from './moves';
import { maxExponent, minExponentFor, refill, spawnRange } from './spawn';

/** How many earlier positions undo can go back to. */
export const HISTORY_LIMIT = 10;
/** Boosters a game starts with. */
export const START_SHUFFLES = 1;
export const START_HAMMERS = 1;
/** A new largest tile from this value up earns one shuffle and one hammer. */
export const BOOSTER_REWARD_FROM = 512;

/** A past position, for undo and saving. */
export interface Snapshot {
  cells: number[];
  score: number;
  moveCount: number;
  minExp: number;
  bestTile: number;
  shuffles: number;
  hammers: number;
}

export interface GameState extends Snapshot {
  /** Seeds every new tile and shuffle: the same seed and moves give the same game. */
  seed: string;
  undoUsed: boolean;
  history: Snapshot[];
}

const snapshotOf = ({ cells, score, moveCount, minExp, bestTile, shuffles, hammers }: GameState): Snapshot => ({
  cells: cells.slice(),
  score,
  moveCount,
  minExp,
  bestTile,
  shuffles,
  hammers,
});

/** No chain can be made now. */
export const isStuck = (state: GameState) => !hasMove(state.cells);
/** The round is over: no chain, and no booster left to rescue it. */
export const isOver = (state: GameState) => isStuck(state) && state.shuffles === 0 && state.hammers === 0;

/** A fresh game: a full board of small tiles (2…16) with at least one chain to make. */
export function newGame(seed: string): GameState {
  const random = createRandom(`${seed}:start`);
  const range = spawnRange(1, 6);
  let cells: number[] = [];
  do cells = refill(new Array<number>(CELL_COUNT).fill(0), random, range);
  while (!hasMove(cells));
  return { seed, cells, score: 0, moveCount: 0, minExp: 1, bestTile: maxValue(cells), shuffles: START_SHUFFLES, hammers: START_HAMMERS, undoUsed: false, history: [] };
}

/**
 * After tiles were removed: gravity, the smallest value retired when the largest tile has grown enough
 * (its tiles leave the board), then new tiles fall in from the top, from the range the largest tile sets.
 */
function settle(state: GameState, cells: number[], scoreGained: number, random = createRandom(`${state.seed}:${state.moveCount}`)): GameState {
  const maxExp = maxExponent(cells);
  const minExp = minExponentFor(maxExp, state.minExp);
  const kept = minExp > state.minExp ? cells.map((value) => (value && exponentOf(value) < minExp ? 0 : value)) : cells;
  const filled = refill(applyGravity(kept), random, spawnRange(minExp, maxExp));
  const top = maxValue(filled);
  const reward = top > state.bestTile && top >= BOOSTER_REWARD_FROM ? 1 : 0;
  return {
    ...state,
    cells: filled,
    score: state.score + scoreGained,
    moveCount: state.moveCount + 1,
    minExp,
    bestTile: Math.max(state.bestTile, top),
    shuffles: state.shuffles + reward,
    hammers: state.hammers + reward,
    history: [...state.history, snapshotOf(state)].slice(-HISTORY_LIMIT),
  };
}

export interface ChainResult {
  state: GameState;
  /** The value the chain made, in its last cell. */
  value: number;
  /** A value retired from the board by this move (its tiles removed), or 0. */
  retired: number;
}

/**
 * Commits a chain: the tiles collapse into its last cell, which takes the smallest power of two at least
 * their sum; the score grows by that value. An invalid chain returns null.
 */
export function playChain(state: GameState, chain: Chain): ChainResult | null {
  if (!isValidChain(state.cells, chain)) return null;
  const value = chainValue(state.cells, chain);
  const cells = state.cells.slice();
  for (const cell of chain) cells[cell] = 0;
  cells[chain[chain.length - 1]] = value;
  const next = settle(state, cells, value);
  return { state: next, value, retired: next.minExp > state.minExp ? 2 ** (next.minExp - 1) : 0 };
}

/** Shuffle booster: the same tiles in a new order that has a chain to make (tries seeded orders). */
export function shuffle(state: GameState): GameState | null {
  if (state.shuffles <= 0) return null;
  const random = createRandom(`${state.seed}:${state.moveCount}:shuffle`);
  let cells = state.cells.slice();
  for (let attempt = 0; attempt < 100; attempt++) {
    cells = random.shuffle(cells);
    if (hasMove(cells)) break;
  }
  return {
    ...state,
    cells,
    moveCount: state.moveCount + 1,
    shuffles: state.shuffles - 1,
    history: [...state.history, snapshotOf(state)].slice(-HISTORY_LIMIT),
  };
}

/** Hammer booster: smashes one tile; the column falls and a new tile drops in. */
export function hammer(state: GameState, cell: number): GameState | null {
  if (state.hammers <= 0 || !(state.cells[cell] > 0)) return null;
  const cells = state.cells.slice();
  cells[cell] = 0;
  return { ...settle(state, cells, 0), hammers: state.hammers - 1 };
}

export const canUndo = (state: GameState) => state.history.length > 0;

/** Back one move; the game counts as one with undo from now on (its scores are kept apart). */
export function undo(state: GameState): GameState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  return { ...state, ...previous, cells: previous.cells.slice(), undoUsed: true, history: state.history.slice(0, -1) };
}

/** The largest tile now on the board. */
export const largestTile = (state: GameState) => maxValue(state.cells as Cells);
