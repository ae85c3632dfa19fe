export {
  columnCells,
  gridColumns,
  gridLines,
  gridRows,
  lineValues,
  linesThrough,
  rowCells,
  type GridLine,
  type LineAxis,
} from './grid-lines';
export {
  findRuns,
  hasRunOf,
  longestRun,
  matchesClue,
  minimumLength,
  runCells,
  runLengths,
  sameClue,
  type CellTest,
  type Run,
} from './runs';
export { allLinesSatisfied, lineSum, lineSums, satisfiedLines, sumOf } from './sums';
