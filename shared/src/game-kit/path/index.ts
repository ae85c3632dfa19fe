// One path-drawing input for path games (Zip, Flow, Hidato/Numbrix, one-line drawing): pure path logic with an
// injected adjacency, and the hook that turns drags, taps and keys into paths.
export {
  ARROW_DIRECTIONS,
  canExtend,
  dragTo,
  isValidPath,
  neighbourToward,
  pressAt,
  retract,
  routeTo,
  stepTo,
  truncateTo,
  type PathRules,
} from './path';
export { graphNeighbours, gridNeighbours, gridPosition, type GridAdjacencyOptions, type GridMoves } from './adjacency';
export {
  pathCellAtPoint,
  usePathInput,
  type PathDrag,
  type PathInput,
  type PathInputOptions,
  type PathPointerProps,
  type PathTarget,
} from './usePathInput';
