// The puzzle controller: what the player's puzzle view holds (the session being played, a deal on its way or
// failed, the hint shown, whether the board was touched) as plain data, and one reducer that moves it on.
// The midend's steps (moves, undo, redo, hints: session.ts) run here; the hook adds React, storage and the clock.
import {
  boardOf,
  canRedoSession,
  canUndoSession,
  changeBoard,
  clearBoard,
  playMove,
  redoMove,
  restartSession,
  startSession,
  takeHint,
  undoMove,
  withElapsed,
  type ChangeOptions,
  type PuzzleDeal,
  type PuzzleEvent,
  type PuzzleRules,
  type PuzzleSession,
  type PuzzleStep,
} from './session';
import type { ModeChoice } from './slots';

export type PuzzleViewStatus = 'dealing' | 'failed' | 'playing' | 'won' | 'lost';

export interface ShownHint {
  reason: string;
  cells: readonly number[];
}

export interface ControllerState<P, B> {
  /** The puzzle on the board; a new deal keeps it until the next puzzle comes. */
  session: PuzzleSession<P, B> | null;
  /** The deal on its way, or the one that failed (with why, in words for the player): Retry deals it again. */
  pending: { deal: PuzzleDeal; failure: string | null } | null;
  /** The last hint, until the next change. */
  shownHint: ShownHint | null;
  /** The player touched the board: a first-move clock starts. */
  touched: boolean;
}

export type ControllerAction<P, B, M> =
  | { type: 'deal'; deal: PuzzleDeal }
  | { type: 'dealt'; deal: PuzzleDeal; puzzle: P }
  | { type: 'deal-failed'; deal: PuzzleDeal; failure: string }
  /** A saved game taken up (another mode's, on arrival). */
  | { type: 'open'; session: PuzzleSession<P, B> }
  | { type: 'move'; move: M; options?: ChangeOptions }
  /** A board the view computed itself (a painted drag). */
  | { type: 'set-board'; board: B; options?: ChangeOptions }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' }
  | { type: 'hint' }
  | { type: 'restart' }
  /** The puzzle ended: the clock's reading is kept in the session. */
  | { type: 'finish'; elapsedMs: number }
  | { type: 'touch' };

/** What happened: the session's events, and a deal's arrival or failure. */
export type ControllerEvent = PuzzleEvent | { type: 'dealt' } | { type: 'deal-failed'; failure: string };

export interface ControllerStep<P, B> {
  state: ControllerState<P, B>;
  events: ControllerEvent[];
}

export const initialControllerState = <P, B>(session: PuzzleSession<P, B> | null): ControllerState<P, B> => ({
  session,
  pending: null,
  shownHint: null,
  touched: false,
});

const same = <P, B>(state: ControllerState<P, B>): ControllerStep<P, B> => ({ state, events: [] });

/** A session shown afresh: no deal pending, no hint, the board untouched. */
const showing = <P, B>(session: PuzzleSession<P, B>): ControllerState<P, B> => initialControllerState(session);

/** The session's step for a player's action; null for actions that are not one. */
function sessionStep<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>, action: ControllerAction<P, B, M>): PuzzleStep<P, B> | null {
  switch (action.type) {
    case 'move':
      return playMove(rules, session, action.move, action.options);
    case 'set-board':
      return changeBoard(rules, session, action.board, action.options);
    case 'undo':
      return undoMove(session);
    case 'redo':
      return redoMove(rules, session);
    case 'clear':
      return clearBoard(rules, session);
    case 'hint':
      return takeHint(rules, session);
    case 'restart':
      return restartSession(rules, session);
    default:
      return null;
  }
}

export function controllerStep<P, B, M>(
  rules: PuzzleRules<P, B, M>,
  state: ControllerState<P, B>,
  action: ControllerAction<P, B, M>,
): ControllerStep<P, B> {
  switch (action.type) {
    case 'deal':
      return { state: { ...state, pending: { deal: action.deal, failure: null }, shownHint: null }, events: [] };
    case 'dealt':
      // Only the newest deal is shown: an older one that arrives late is dropped.
      if (state.pending?.deal !== action.deal) return same(state);
      return { state: showing(startSession(rules, action.puzzle, action.deal)), events: [{ type: 'dealt' }] };
    case 'deal-failed':
      if (state.pending?.deal !== action.deal) return same(state);
      return { state: { ...state, pending: { deal: action.deal, failure: action.failure } }, events: [{ type: 'deal-failed', failure: action.failure }] };
    case 'open':
      return { state: showing(action.session), events: [] };
    case 'touch':
      return state.touched ? same(state) : { state: { ...state, touched: true }, events: [] };
    case 'finish':
      return state.session ? { state: { ...state, session: withElapsed(state.session, action.elapsedMs) }, events: [] } : same(state);
  }
  // The player's actions wait while a deal is pending or failed.
  const { session } = state;
  if (!session || state.pending) return same(state);
  const step = sessionStep(rules, session, action);
  if (!step || (step.events.length === 0 && step.session === session)) return same(state);
  const hint = step.events.find((event) => event.type === 'hint');
  return {
    state: { ...state, session: step.session, shownHint: hint ? { reason: hint.reason, cells: hint.cells } : null },
    events: step.events,
  };
}

/** What the view shows: dealing (also before the first puzzle), a failed deal, or the session's status. */
export function viewStatus(state: ControllerState<unknown, unknown>): PuzzleViewStatus {
  if (state.pending) return state.pending.failure === null ? 'dealing' : 'failed';
  return state.session?.status ?? 'dealing';
}

/** A session the player has begun: moved, hinted, or timed before (a restored game). */
export const isBegun = (session: PuzzleSession<unknown, unknown>): boolean => session.moves > 0 || session.hints > 0 || session.elapsedMs > 0;

/** Whether the puzzle was begun, or its board touched. */
export function hasStarted(state: ControllerState<unknown, unknown>): boolean {
  return Boolean(state.session && (state.touched || isBegun(state.session)));
}

/**
 * Whether the clock runs: while a puzzle is played and no deal is on its way (a failed one leaves the puzzle
 * on the board going), from the deal or, for a first-move clock, once the puzzle was begun.
 */
export function clockRuns(state: ControllerState<unknown, unknown>, clockStarts: 'deal' | 'first-move' = 'deal'): boolean {
  const dealing = state.pending !== null && state.pending.failure === null;
  return state.session?.status === 'playing' && !dealing && (clockStarts !== 'first-move' || hasStarted(state));
}

export const canUndoNow = (state: ControllerState<unknown, unknown>): boolean =>
  Boolean(state.session && viewStatus(state) === 'playing' && canUndoSession(state.session));
export const canRedoNow = (state: ControllerState<unknown, unknown>): boolean =>
  Boolean(state.session && viewStatus(state) === 'playing' && canRedoSession(state.session));

/** The boards before and after a move, for the game's words about it (none for a hint's change). */
export function movedBoards<P, B>(before: ControllerState<P, B>, step: ControllerStep<P, B>): { before: B; after: B } | null {
  if (!before.session || !step.state.session) return null;
  if (!step.events.some((event) => event.type === 'moved') || step.events.some((event) => event.type === 'hint')) return null;
  return { before: boardOf(before.session), after: boardOf(step.state.session) };
}

/** The step ended the puzzle: solved or lost. */
export const endsPuzzle = (events: readonly ControllerEvent[]): boolean => events.some((event) => event.type === 'won' || event.type === 'lost');

/** What to deal for a mode: unlimited play at its level from `seed`, or the daily of `today` at its level. */
export function dealFor(want: ModeChoice, facts: { seed: string; today: string; dailySeed: string; dailyLevel: string }): PuzzleDeal {
  if (want.mode === 'unlimited') return { mode: 'unlimited', level: want.level, seed: facts.seed };
  return { mode: 'daily', level: facts.dailyLevel, seed: facts.dailySeed, dailyDate: facts.today };
}
