// One game as saved: the options it was started with and its moves. Also the settings, the tally and the
// result's share text. Pure TS; the stores validate with these guards so an old or corrupt save is dropped.
import { addResult, isTallies, NO_GAMES, type Tallies, type TallyEntry, type Verdict } from '@games/shared/game-kit/opponent/tally';
import { boardOf, isSizeId, markToMove, other, outcomeOf, VARIANTS, type Mark, type SizeId } from './board';
import { isLevel, LEVEL_LABELS, type Level } from './engine';

export type Mode = Level | 'friend';
export const MODES: readonly Mode[] = ['easy', 'medium', 'impossible', 'friend'];
export const isMode = (value: unknown): value is Mode => value === 'friend' || isLevel(value);
export const MODE_LABELS: Record<Mode, string> = { ...LEVEL_LABELS, friend: 'Two players' };

export type Starts = 'me' | 'cpu' | 'alternate';
export const isStarts = (value: unknown): value is Starts => value === 'me' || value === 'cpu' || value === 'alternate';
const isMark = (value: unknown): value is Mark => value === 'X' || value === 'O';

export interface Settings {
  mode: Mode;
  size: SizeId;
  /** The player's mark against the computer (in two-player mode, player one's). */
  mark: Mark;
  starts: Starts;
}
export const DEFAULT_SETTINGS: Settings = { mode: 'impossible', size: '3', mark: 'X', starts: 'me' };

export function isSettings(value: unknown): value is Settings {
  const s = value as Settings;
  return typeof s === 'object' && s !== null && isMode(s.mode) && isSizeId(s.size) && isMark(s.mark) && isStarts(s.starts);
}

export interface GameState {
  mode: Mode;
  size: SizeId;
  /** The player's mark (vs computer) or player one's (two players). */
  mark: Mark;
  first: Mark;
  moves: number[];
  /** Seeds the computer's choices: the same seed and moves give the same replies. */
  seed: string;
  /** Counted in the tally already. */
  counted: boolean;
}

export function isGameState(value: unknown): value is GameState {
  const g = value as GameState;
  if (typeof g !== 'object' || g === null || !isMode(g.mode) || !isSizeId(g.size) || !isMark(g.mark) || !isMark(g.first)) return false;
  if (typeof g.seed !== 'string' || typeof g.counted !== 'boolean' || !Array.isArray(g.moves)) return false;
  const cells = VARIANTS[g.size].size ** 2;
  const seen = new Set<number>();
  for (const m of g.moves) {
    if (!Number.isInteger(m) || m < 0 || m >= cells || seen.has(m)) return false;
    seen.add(m);
  }
  // No moves after the end.
  return g.moves.every((_, i) => i === 0 || !outcomeOf(boardOf(VARIANTS[g.size], g.first, g.moves.slice(0, i)), VARIANTS[g.size]).over);
}

/** Who moves first in a new game. "Take turns" swaps from the last game's first mover. */
export function firstMover(settings: Settings, previousFirst: Mark | null): Mark {
  if (settings.starts === 'alternate') return previousFirst ? other(previousFirst) : settings.mark;
  return settings.starts === 'me' ? settings.mark : other(settings.mark);
}

export function newGame(settings: Settings, seed: string, previousFirst: Mark | null): GameState {
  return { mode: settings.mode, size: settings.size, mark: settings.mark, first: firstMover(settings, previousFirst), moves: [], seed, counted: false };
}

export const variantOf = (game: GameState) => VARIANTS[game.size];
export const boardOfGame = (game: GameState) => boardOf(variantOf(game), game.first, game.moves);
export const toMove = (game: GameState): Mark => markToMove(game.first, game.moves.length);
export const isComputerTurn = (game: GameState) => game.mode !== 'friend' && toMove(game) !== game.mark && !outcomeOf(boardOfGame(game), variantOf(game)).over;

export type { Verdict };

/** The end of a finished game from the player's side (two players: from player one's, X or O as chosen). */
export function verdictOf(game: GameState): Verdict | null {
  const outcome = outcomeOf(boardOfGame(game), variantOf(game));
  if (!outcome.over) return null;
  if (!outcome.win) return 'draw';
  return outcome.win.mark === game.mark ? 'win' : 'loss';
}

/** Wins / losses / draws per board and mode: the kit's tally (same saved shape as before it). */
export type Tally = Tallies;
export type { TallyEntry };

export const tallyKey = (size: SizeId, mode: Mode) => `${size}:${mode}`;
export const isTally = isTallies;
export const ZERO: TallyEntry = NO_GAMES;
export const addToTally = (tally: Tally, key: string, verdict: Verdict): Tally => addResult(tally, key, verdict);

/** Spoiler-free share text: the mode, the result and the tally, no board. */
export function shareText(game: GameState, verdict: Verdict, entry: TallyEntry): string {
  const size = VARIANTS[game.size].size;
  const versus = game.mode === 'friend' ? 'Two players' : `vs ${MODE_LABELS[game.mode]}`;
  const result =
    game.mode === 'friend'
      ? verdict === 'draw'
        ? 'Draw'
        : `${verdict === 'win' ? game.mark : other(game.mark)} won`
      : verdict === 'win'
        ? 'I won'
        : verdict === 'loss'
          ? 'I lost'
          : 'Draw';
  const mark = { win: '🏆', loss: '❌', draw: '🤝' }[verdict];
  return `Tic-tac-toe ${size}×${size} ${versus}: ${result} ${mark} in ${game.moves.length} moves. Tally ${entry.wins}–${entry.losses}–${entry.draws} (W–L–D).`;
}
