// Pure undo/redo history: a list of past states, the present one and the undone future.
// Games keep their whole play state in `present`; every user action commits a new state.

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** Default number of undo steps kept; older states are dropped first. */
export const DEFAULT_HISTORY_LIMIT = 500;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Makes `next` the present state: the old present moves to the past and the redo future is cleared.
 * Committing the very same state returns the same history, so no-op actions leave no undo step.
 */
export function commit<T>(history: History<T>, next: T, limit: number = DEFAULT_HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  const keep = Math.max(0, Math.floor(limit));
  const past = [...history.past, history.present];
  return { past: past.length > keep ? past.slice(past.length - keep) : past, present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}
