// The computer accepts a draw offer only when it judges its own position clearly worse.

/** Below this (centipawns, from the computer's side) the computer is "clearly worse". */
export const DRAW_ACCEPT_THRESHOLD = -150;

/** `engineScore` is the engine's evaluation from its own point of view, as returned by a search. */
export function acceptsDraw(engineScore: number): boolean {
  return Number.isFinite(engineScore) && engineScore <= DRAW_ACCEPT_THRESHOLD;
}
