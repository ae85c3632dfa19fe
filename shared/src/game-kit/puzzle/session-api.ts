// The puzzle session's public shapes: what a logic puzzle supplies (its rules, levels and dealer, and its
// words) and what its view gets back from usePuzzleSession (the controller).
import type { ReactNode } from 'react';
import type { GameResult } from '../ResultDialog';
import type { GameTimer } from '../useGameTimer';
import type { PuzzleViewStatus, ShownHint } from './controller';
import type { BestPolicy } from './best-policy';
import type { PuzzleRecords } from './records';
import type { ChangeOptions, PuzzleDeal, PuzzleMode, PuzzleRules, PuzzleSession } from './session';

export type { PuzzleViewStatus, ShownHint } from './controller';

export interface PuzzleLevel {
  value: string;
  label: string;
}

export interface DealRequest extends PuzzleDeal {
  /** Aborted when a newer deal supersedes this one. */
  signal: AbortSignal;
}

export interface PuzzleGameConfig<P, B, M> {
  /** The game's storage namespace, normally its slug. */
  gameKey: string;
  rules: PuzzleRules<P, B, M>;
  /** Unlimited play's levels, easiest first. */
  levels: readonly PuzzleLevel[];
  /** Defaults to the first level. */
  defaultLevel?: string;
  /** The level of the daily puzzle on a UTC day (YYYY-MM-DD); the default level when absent. */
  dailyLevel?: (date: string) => string;
  /** Deals the puzzle of a seed and level (in a worker, from a pack…); the same seed gives the same puzzle. */
  deal(request: DealRequest): Promise<P>;
  /** Key of the best-time table; the level when absent. */
  bestKey?(session: PuzzleSession<P, B>): string;
  /** Bump when the shape of P or B changes: older saves are then discarded. */
  saveVersion?: number;
  /**
   * When the clock starts: at the deal (default), or at the player's first move, hint or touch of the board
   * (`touch()`), so reading the help is not timed (LinkedIn's games, word search).
   */
  clockStarts?: 'deal' | 'first-move';
  /** The standard tools this game offers (all by default); a word search has no undo or clear. */
  tools?: Partial<Record<PuzzleTool, boolean>>;
  /** Game-specific lines of the result, after the kit's (a score, the theme…). */
  resultLines?(session: PuzzleSession<P, B>): Array<{ label: string; value: ReactNode }>;
  /** Whether the result and share text mention mistakes (games that count them). */
  countsMistakes?: boolean;
  /** Words for the screen reader after a move; nothing is said when absent or null. */
  describeMove?(before: B, after: B, session: PuzzleSession<P, B>): string | null;
  /** Words for a new puzzle, e.g. 'New easy 6 by 6 puzzle.' */
  describeDeal?(session: PuzzleSession<P, B>): string;
  /** Extra lines of the share text, e.g. the board size; the kit adds the game, day, time and hints. */
  shareLines?(session: PuzzleSession<P, B>): string[];
  /** The game's title in share texts. */
  title?: string;
  /**
   * A game that can end without a solve (no move left, a mistake limit): the result's title and the sentence
   * said and shown, e.g. { title: 'No jumps left', reason: '4 pegs are left; one is the goal.' }. Without it a
   * loss reads 'Game over' after its mistakes.
   */
  describeLoss?(session: PuzzleSession<P, B>): { title: string; reason: string };
  /** What the game's best is: the fastest solve (`bestTime`, by default), `fewestMoves` or `bestScore(…)` (outcome.ts). */
  best?: BestPolicy<P, B>;
}

export type PuzzleTool = 'undo' | 'clear' | 'hint';

export interface PuzzleController<P, B, M> {
  session: PuzzleSession<P, B> | null;
  puzzle: P | null;
  board: B | null;
  status: PuzzleViewStatus;
  mode: PuzzleMode;
  level: string;
  levels: readonly PuzzleLevel[];
  /** Today's daily puzzle's level. */
  dailyLevel: string;
  play(move: M, options?: ChangeOptions): void;
  /** A board the view computed itself (e.g. a painted drag). */
  setBoard(board: B, options?: ChangeOptions): void;
  undo(): void;
  redo(): void;
  clear(): void;
  restart(): void;
  hint(): void;
  /** The last hint, until the next change. */
  shownHint: ShownHint | null;
  /** The puzzle just ended and its result is on its way (its code loads with the result panel). */
  resultPending: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The standard tools this game offers. */
  tools: Record<PuzzleTool, boolean>;
  /** The player touched the board: starts a first-move clock. */
  touch(): void;
  /** A new unlimited puzzle (at `level`, else the current one). */
  newPuzzle(level?: string): void;
  /** Opens a mode's saved game (or deals one): daily, or unlimited at `level`. */
  choose(mode: PuzzleMode, level?: string): void;
  /** Why the last deal failed, in words for the player (status 'failed'). */
  failure: string | null;
  /** Deals again after a failed deal. */
  retry(): void;
  records: PuzzleRecords;
  /** Best time of the current best-time key. */
  bestMs: number | undefined;
  /** The Best stat's words under the game's best policy ('–' while there is none). */
  best: string;
  dailyDoneToday: boolean;
  streak: number;
  timer: GameTimer;
  announce(text: string): void;
  /** Spread into GameFrame. */
  frameProps: {
    gameKey: string;
    timerMs: number;
    paused: boolean;
    onResume: () => void;
    result: GameResult | null;
    onResultClose: () => void;
    announcement: string;
    onRestart: () => void;
    restartLabel: string;
  };
}
