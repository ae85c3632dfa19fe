// The rules of a trial: leaves point one way and drift one way; the cue says which to answer. Pure.

export type Direction = 'left' | 'right';
export type Rule = 'point' | 'move' | 'opposite';

export const RULES: readonly Rule[] = ['point', 'move', 'opposite'];

/** The cue's words (the cue is also its own shape and place on the board, never colour alone). */
export const RULE_CUE: Record<Rule, string> = {
  point: 'Where do they POINT?',
  move: 'Which way do they MOVE?',
  opposite: 'OPPOSITE of where they point',
};

export const RULE_NAME: Record<Rule, string> = { point: 'Point', move: 'Move', opposite: 'Opposite' };

export const opposite = (direction: Direction): Direction => (direction === 'left' ? 'right' : 'left');

export interface Stimulus {
  rule: Rule;
  /** Where the leaves point. */
  point: Direction;
  /** Which way the leaves drift. */
  move: Direction;
}

/** The right answer to a stimulus under its rule. */
export function correctAnswer({ rule, point, move }: Stimulus): Direction {
  if (rule === 'point') return point;
  if (rule === 'move') return move;
  return opposite(point);
}

/** Congruent: pointing and moving the same way (both rules give the same answer for point/move). */
export const isCongruent = (stimulus: Stimulus) => stimulus.point === stimulus.move;
