// The nonogram's data: a picture drawn as rows of letters, the dealt puzzle and the player's marks.

/** One authored picture: "." is blank, any other letter a filled cell in its palette's colour. */
export interface Picture {
  readonly name: string;
  readonly palette: Readonly<Record<string, string>>;
  readonly rows: readonly string[];
}

/** A player's mark on a cell (also a solver's knowledge of it). */
export const BLANK = 0; // not marked yet (solver: unknown)
export const FILLED = 1;
export const CROSSED = 2; // marked as empty (solver: known empty)
export type Mark = typeof BLANK | typeof FILLED | typeof CROSSED;

/** The player's board: one mark per cell, row by row. */
export type Marks = readonly Mark[];

export interface NonogramPuzzle {
  width: number;
  height: number;
  /** Run lengths of each row, top to bottom ([] for an empty row). */
  rowClues: number[][];
  /** Run lengths of each column, left to right. */
  colClues: number[][];
  /** The picture: 1 filled, 0 blank, row by row. */
  solution: (0 | 1)[];
  /** Cells shown from the start (filled or crossed as in the solution), only where line logic needs them. */
  givens: number[];
  /** The picture's name and the colour of each filled cell ('' for blank), shown when solved. */
  name: string;
  colours: string[];
}

/** A chosen picture (the daily schedule's) instead of the seed's pick: which of its size, and mirrored or not. */
export interface PicturePick {
  index: number;
  mirrored: boolean;
}
