// A game against the computer: board, bag, both racks and scores, whose turn, the run of scoreless turns, the
// log of turns, and the end (bag empty and a player out, or 6 scoreless turns in a row) with leftover tiles
// deducted. Every step returns a new state; word validity is checked before `playTiles` is called.
import { drawTiles, returnTiles, shuffledBag } from './bag';
import { EMPTY_BOARD, isBoard } from './board';
import { isLevel, type Level } from './levels';
import { applyPlacements, checkPlacement, tilesUsed, type Placement } from './placement';
import { DISTRIBUTION, isRackTile, rackValue, removeTiles } from './tiles';

export type Player = 'you' | 'computer';
export const PLAYERS: readonly Player[] = ['you', 'computer'];
export const other = (p: Player): Player => (p === 'you' ? 'computer' : 'you');

export const SCORELESS_LIMIT = 6;

export interface TurnLog {
  player: Player;
  kind: 'play' | 'exchange' | 'pass';
  score: number;
  /** Words formed (play), upper case. */
  words?: string[];
  /** Squares of the new tiles (play). */
  squares?: number[];
  /** How many tiles were exchanged. */
  count?: number;
}

export interface GameEnd {
  reason: 'out' | 'scoreless';
  /** Points added (the player who went out) or taken away (leftover tiles) at the end. */
  adjustments: Record<Player, number>;
}

export interface GameState {
  seed: string;
  level: Level;
  board: string;
  bag: string;
  racks: Record<Player, string>;
  scores: Record<Player, number>;
  toMove: Player;
  scoreless: number;
  /** Turns taken, seeds the bag's reshuffle after an exchange. */
  turn: number;
  log: TurnLog[];
  over: GameEnd | null;
  hints: number;
  /** Counted in the records once it ended. */
  counted: boolean;
}

export function newGame(seed: string, level: Level): GameState {
  let bag = shuffledBag(seed);
  const you = drawTiles('', bag);
  bag = you.bag;
  const computer = drawTiles('', bag);
  return {
    seed,
    level,
    board: EMPTY_BOARD,
    bag: computer.bag,
    racks: { you: you.rack, computer: computer.rack },
    scores: { you: 0, computer: 0 },
    toMove: 'you',
    scoreless: 0,
    turn: 0,
    log: [],
    over: null,
    hints: 0,
    counted: false,
  };
}

function finishTurn(state: GameState, next: Omit<GameState, 'toMove' | 'turn' | 'over'>, scored: boolean): GameState {
  const scoreless = scored ? 0 : state.scoreless + 1;
  const advanced: GameState = { ...state, ...next, scoreless, turn: state.turn + 1, toMove: other(state.toMove), over: null };
  const mover = state.toMove;
  if (advanced.bag.length === 0 && advanced.racks[mover].length === 0) return endGame(advanced, 'out', mover);
  if (scoreless >= SCORELESS_LIMIT) return endGame(advanced, 'scoreless');
  return advanced;
}

function endGame(state: GameState, reason: GameEnd['reason'], out?: Player): GameState {
  const adjustments: Record<Player, number> = { you: -rackValue(state.racks.you), computer: -rackValue(state.racks.computer) };
  if (out) adjustments[out] = rackValue(state.racks[other(out)]);
  return {
    ...state,
    scores: { you: state.scores.you + adjustments.you, computer: state.scores.computer + adjustments.computer },
    over: { reason, adjustments },
  };
}

export type StepResult = { ok: true; state: GameState } | { ok: false; reason: string };

/** The player to move lays tiles (words already checked against the dictionary). */
export function playTiles(state: GameState, placements: readonly Placement[]): StepResult {
  if (state.over) return { ok: false, reason: 'The game is over.' };
  const check = checkPlacement(state.board, placements);
  if (!check.ok) return check;
  const player = state.toMove;
  const left = removeTiles(state.racks[player], tilesUsed(placements));
  if (left === null) return { ok: false, reason: 'Those tiles are not on the rack.' };
  const drawn = drawTiles(left, state.bag);
  const log: TurnLog = { player, kind: 'play', score: check.score, words: check.words.map((w) => w.word), squares: placements.map((p) => p.square) };
  return {
    ok: true,
    state: finishTurn(
      state,
      {
        ...state,
        board: applyPlacements(state.board, placements),
        bag: drawn.bag,
        racks: { ...state.racks, [player]: drawn.rack },
        scores: { ...state.scores, [player]: state.scores[player] + check.score },
        log: [...state.log, log],
      },
      check.score > 0,
    ),
  };
}

/** Exchanges tiles with the bag (only while it holds at least 7); the turn scores nothing. */
export function exchangeTiles(state: GameState, tiles: string): StepResult {
  if (state.over) return { ok: false, reason: 'The game is over.' };
  if (state.bag.length < 7) return { ok: false, reason: 'Exchanges need at least 7 tiles in the bag.' };
  if (tiles.length === 0) return { ok: false, reason: 'Choose tiles to exchange.' };
  const player = state.toMove;
  const left = removeTiles(state.racks[player], tiles);
  if (left === null) return { ok: false, reason: 'Those tiles are not on the rack.' };
  const drawn = drawTiles(left, state.bag);
  const bag = returnTiles(drawn.bag, tiles, `${state.seed}:${state.turn}`);
  return {
    ok: true,
    state: finishTurn(state, { ...state, bag, racks: { ...state.racks, [player]: drawn.rack }, log: [...state.log, { player, kind: 'exchange', score: 0, count: tiles.length }] }, false),
  };
}

export function passTurn(state: GameState): StepResult {
  if (state.over) return { ok: false, reason: 'The game is over.' };
  return { ok: true, state: finishTurn(state, { ...state, log: [...state.log, { player: state.toMove, kind: 'pass', score: 0 }] }, false) };
}

/** The player's rack in a new order (Shuffle, or a tile dragged along the rack). */
export function arrangeRack(state: GameState, rack: string): GameState {
  const same = [...rack].sort().join('') === [...state.racks.you].sort().join('');
  return same ? { ...state, racks: { ...state.racks, you: rack } } : state;
}

export const canExchange = (state: GameState) => !state.over && state.bag.length >= 7;

/** The winner, null for a draw; undefined while the game goes on. */
export function winner(state: GameState): Player | null | undefined {
  if (!state.over) return undefined;
  if (state.scores.you === state.scores.computer) return null;
  return state.scores.you > state.scores.computer ? 'you' : 'computer';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRack = (v: unknown): v is string => typeof v === 'string' && v.length <= 7 && [...v].every(isRackTile);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function isTurnLog(v: unknown): v is TurnLog {
  return isRecord(v) && (v.player === 'you' || v.player === 'computer') && ['play', 'exchange', 'pass'].includes(v.kind as string) && isInt(v.score);
}

/** Every tile accounted for: board (a blank as '?'), bag and racks hold the 100 tiles exactly. */
function tilesComplete(board: string, bag: string, racks: string[]): boolean {
  const counts: Record<string, number> = {};
  const add = (t: string) => (counts[t] = (counts[t] ?? 0) + 1);
  for (const c of board) if (c !== '.') add(c >= 'a' ? '?' : c);
  for (const t of bag + racks.join('')) add(t);
  return Object.entries(DISTRIBUTION).every(([t, n]) => (counts[t] ?? 0) === n) && Object.keys(counts).every((t) => t in DISTRIBUTION);
}

/** A saved game's shape and consistency (the store's validate). */
export function isGameState(v: unknown): v is GameState {
  if (!isRecord(v)) return false;
  const { racks, scores, over } = v;
  if (typeof v.seed !== 'string' || !isLevel(v.level) || !isBoard(v.board) || typeof v.bag !== 'string' || ![...v.bag].every(isRackTile)) return false;
  if (!isRecord(racks) || !isRack(racks.you) || !isRack(racks.computer)) return false;
  if (!isRecord(scores) || !isInt(scores.you) || !isInt(scores.computer)) return false;
  if ((v.toMove !== 'you' && v.toMove !== 'computer') || !isInt(v.scoreless) || !isInt(v.turn) || !isInt(v.hints) || typeof v.counted !== 'boolean') return false;
  if (!Array.isArray(v.log) || !v.log.every(isTurnLog)) return false;
  if (over !== null && !(isRecord(over) && (over.reason === 'out' || over.reason === 'scoreless') && isRecord(over.adjustments))) return false;
  return tilesComplete(v.board, v.bag, [racks.you, racks.computer]);
}
