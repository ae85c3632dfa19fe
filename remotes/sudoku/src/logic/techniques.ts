// Human solving techniques, each a pure search for the first step it can make on a candidate grid.
// Levels follow the difficulty ladder: 1 singles (Easy), 2 pairs (Medium), 3 pointing/claiming and
// triples (Hard), 4 fish and wings (Expert).
import {
  BOXES as BOXESBinding,
  CELL_COUNT as CELL_COUNTBinding,
  COLUMNS as COLUMNSBinding,
  PEERS as PEERSBinding,
  ROWS as ROWSBinding,
  UNITS as UNITSBinding,
  bit as bitBinding,
  boxOf as boxOfBinding,
  cellName as cellNameBinding,
  colOf as colOfBinding,
  digitsOf as digitsOfBinding,
  popcount as popcountBinding,
  rowOf as rowOfBinding,
  singleDigit as singleDigitBinding,
  unitName as unitNameBinding,
  type Unit,
} from './grid';

// Local copies: hot loops read these often, and transpiled module bindings are getters.
const BOXES = BOXESBinding;
const CELL_COUNT = CELL_COUNTBinding;
const COLUMNS = COLUMNSBinding;
const PEERS = PEERSBinding;
const ROWS = ROWSBinding;
const UNITS = UNITSBinding;
const bit = bitBinding;
const boxOf = boxOfBinding;
const cellName = cellNameBinding;
const colOf = colOfBinding;
const digitsOf = digitsOfBinding;
const popcount = popcountBinding;
const rowOf = rowOfBinding;
const singleDigit = singleDigitBinding;
const unitName = unitNameBinding;

export type TechniqueId =
  | 'naked-single'
  | 'hidden-single'
  | 'naked-pair'
  | 'hidden-pair'
  | 'pointing'
  | 'claiming'
  | 'naked-triple'
  | 'hidden-triple'
  | 'x-wing'
  | 'swordfish'
  | 'xy-wing';

export interface TechniqueInfo {
  id: TechniqueId;
  name: string;
  level: 1 | 2 | 3 | 4;
}

export interface CellDigit {
  cell: number;
  digit: number;
}

export interface Step {
  technique: TechniqueId;
  /** A digit this step proves (singles). */
  placement?: CellDigit;
  /** Candidates this step removes (every other technique). */
  eliminations: CellDigit[];
  /** The cells that make up the pattern, for highlighting. */
  cells: number[];
  /** One sentence a player can follow, e.g. "Naked single: r3c5 can only be 7". */
  message: string;
}

/** The values placed so far and the candidate masks of the empty cells (0 for filled cells). */
export interface CandidateGrid {
  values: readonly number[];
  cands: readonly number[];
}

type Finder = (grid: CandidateGrid) => Step | null;

const list = (items: readonly (string | number)[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const cellsText = (cells: readonly number[]): string => list(cells.map(cellName));

function combinations<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === size) {
      result.push(chosen.slice());
      return;
    }
    for (let i = start; i <= items.length - (size - chosen.length); i++) {
      chosen.push(items[i]);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return result;
}

/** Units in the order a person scans them: boxes first, then rows, then columns. */
const SCAN_ORDER: readonly Unit[] = [...UNITS.filter((u) => u.kind === 'box'), ...UNITS.filter((u) => u.kind !== 'box')];

function placedInUnit(grid: CandidateGrid, unit: Unit): number {
  let mask = 0;
  for (const c of unit.cells) if (grid.values[c]) mask |= bit(grid.values[c]);
  return mask;
}

const nakedSingle: Finder = ({ values, cands }) => {
  for (let c = 0; c < CELL_COUNT; c++) {
    if (values[c] === 0 && popcount(cands[c]) === 1) {
      const digit = singleDigit(cands[c]);
      return {
        technique: 'naked-single',
        placement: { cell: c, digit },
        eliminations: [],
        cells: [c],
        message: `Naked single: ${cellName(c)} can only be ${digit}`,
      };
    }
  }
  return null;
};

const hiddenSingle: Finder = (grid) => {
  for (const unit of SCAN_ORDER) {
    const placed = placedInUnit(grid, unit);
    for (let d = 1; d <= 9; d++) {
      if (placed & bit(d)) continue;
      let where = -1;
      let n = 0;
      for (const c of unit.cells) {
        if (grid.values[c] === 0 && grid.cands[c] & bit(d)) {
          where = c;
          n++;
        }
      }
      if (n === 1) {
        return {
          technique: 'hidden-single',
          placement: { cell: where, digit: d },
          eliminations: [],
          cells: [where],
          message: `Hidden single: in ${unitName(unit)}, ${d} can only go in ${cellName(where)}`,
        };
      }
    }
  }
  return null;
};

const SUBSET_NAMES = { 2: 'pair', 3: 'triple' } as const;

function nakedSubset(size: 2 | 3): Finder {
  const technique: TechniqueId = size === 2 ? 'naked-pair' : 'naked-triple';
  return (grid) => {
    for (const unit of SCAN_ORDER) {
      const open = unit.cells.filter((c) => grid.values[c] === 0);
      const small = open.filter((c) => popcount(grid.cands[c]) <= size);
      if (small.length < size) continue;
      for (const group of combinations(small, size)) {
        let union = 0;
        for (const c of group) union |= grid.cands[c];
        if (popcount(union) !== size) continue;
        const eliminations: CellDigit[] = [];
        for (const c of open) {
          if (group.includes(c)) continue;
          for (const d of digitsOf(grid.cands[c] & union)) eliminations.push({ cell: c, digit: d });
        }
        if (eliminations.length === 0) continue;
        const digits = digitsOf(union);
        return {
          technique,
          eliminations,
          cells: group,
          message: `Naked ${SUBSET_NAMES[size]}: ${cellsText(group)} can only hold ${list(digits)}, so ${list(digits)} can be removed from the other cells of ${unitName(unit)}`,
        };
      }
    }
    return null;
  };
}

function hiddenSubset(size: 2 | 3): Finder {
  const technique: TechniqueId = size === 2 ? 'hidden-pair' : 'hidden-triple';
  return (grid) => {
    for (const unit of SCAN_ORDER) {
      const placed = placedInUnit(grid, unit);
      const spots = new Map<number, number[]>();
      for (let d = 1; d <= 9; d++) {
        if (placed & bit(d)) continue;
        const cells = unit.cells.filter((c) => grid.values[c] === 0 && grid.cands[c] & bit(d));
        if (cells.length >= 1 && cells.length <= size) spots.set(d, cells);
      }
      if (spots.size < size) continue;
      for (const digits of combinations([...spots.keys()], size)) {
        const cellSet = new Set<number>();
        for (const d of digits) for (const c of spots.get(d)!) cellSet.add(c);
        if (cellSet.size !== size) continue;
        let keep = 0;
        for (const d of digits) keep |= bit(d);
        const cells = [...cellSet].sort((a, b) => a - b);
        const eliminations: CellDigit[] = [];
        for (const c of cells) for (const d of digitsOf(grid.cands[c] & ~keep)) eliminations.push({ cell: c, digit: d });
        if (eliminations.length === 0) continue;
        return {
          technique,
          eliminations,
          cells,
          message: `Hidden ${SUBSET_NAMES[size]}: in ${unitName(unit)}, ${list(digits)} can only go in ${cellsText(cells)}, so those cells hold nothing else`,
        };
      }
    }
    return null;
  };
}

/** Pointing: a digit's spots in a box all lie on one row or column, so the rest of that line loses it. */
const pointing: Finder = (grid) => {
  for (let b = 0; b < 9; b++) {
    const box = BOXES[b];
    for (let d = 1; d <= 9; d++) {
      const cells = box.filter((c) => grid.values[c] === 0 && grid.cands[c] & bit(d));
      if (cells.length < 2) continue;
      for (const [kind, lineOf, lines] of [
        ['row', rowOf, ROWS],
        ['column', colOf, COLUMNS],
      ] as const) {
        const line = lineOf(cells[0]);
        if (!cells.every((c) => lineOf(c) === line)) continue;
        const eliminations = lines[line]
          .filter((c) => boxOf(c) !== b && grid.values[c] === 0 && grid.cands[c] & bit(d))
          .map((cell) => ({ cell, digit: d }));
        if (eliminations.length === 0) continue;
        return {
          technique: 'pointing',
          eliminations,
          cells,
          message: `Pointing: in box ${b + 1}, ${d} can only go in ${kind} ${line + 1}, so ${d} can be removed from the rest of ${kind} ${line + 1}`,
        };
      }
    }
  }
  return null;
};

/** Claiming (box/line reduction): a digit's spots in a row or column all lie in one box, so the rest of that box loses it. */
const claiming: Finder = (grid) => {
  for (const unit of UNITS) {
    if (unit.kind === 'box') continue;
    for (let d = 1; d <= 9; d++) {
      const cells = unit.cells.filter((c) => grid.values[c] === 0 && grid.cands[c] & bit(d));
      if (cells.length < 2) continue;
      const b = boxOf(cells[0]);
      if (!cells.every((c) => boxOf(c) === b)) continue;
      const eliminations = BOXES[b]
        .filter((c) => !unit.cells.includes(c) && grid.values[c] === 0 && grid.cands[c] & bit(d))
        .map((cell) => ({ cell, digit: d }));
      if (eliminations.length === 0) continue;
      return {
        technique: 'claiming',
        eliminations,
        cells,
        message: `Claiming: in ${unitName(unit)}, ${d} can only go in box ${b + 1}, so ${d} can be removed from the rest of box ${b + 1}`,
      };
    }
  }
  return null;
};

/** X-Wing (size 2) and Swordfish (size 3) on rows or on columns. */
function fish(size: 2 | 3): Finder {
  const technique: TechniqueId = size === 2 ? 'x-wing' : 'swordfish';
  const name = size === 2 ? 'X-Wing' : 'Swordfish';
  return (grid) => {
    for (let d = 1; d <= 9; d++) {
      for (const [baseKind, bases, coverKind, covers, coverOf] of [
        ['rows', ROWS, 'columns', COLUMNS, colOf],
        ['columns', COLUMNS, 'rows', ROWS, rowOf],
      ] as const) {
        const candidatesLines: { line: number; cells: number[] }[] = [];
        for (let i = 0; i < 9; i++) {
          const cells = bases[i].filter((c) => grid.values[c] === 0 && grid.cands[c] & bit(d));
          if (cells.length >= 2 && cells.length <= size) candidatesLines.push({ line: i, cells });
        }
        if (candidatesLines.length < size) continue;
        for (const group of combinations(candidatesLines, size)) {
          const coverSet = new Set<number>();
          for (const g of group) for (const c of g.cells) coverSet.add(coverOf(c));
          if (coverSet.size !== size) continue;
          const baseLines = new Set(group.map((g) => g.line));
          const eliminations: CellDigit[] = [];
          for (const cover of coverSet) {
            for (const c of covers[cover]) {
              const base = baseKind === 'rows' ? rowOf(c) : colOf(c);
              if (!baseLines.has(base) && grid.values[c] === 0 && grid.cands[c] & bit(d)) eliminations.push({ cell: c, digit: d });
            }
          }
          if (eliminations.length === 0) continue;
          const baseNumbers = group.map((g) => g.line + 1);
          const coverNumbers = [...coverSet].sort((a, b) => a - b).map((x) => x + 1);
          return {
            technique,
            eliminations,
            cells: group.flatMap((g) => g.cells),
            message: `${name}: in ${baseKind} ${list(baseNumbers)}, ${d} can only go in ${coverKind} ${list(coverNumbers)}, so ${d} can be removed from the rest of those ${coverKind}`,
          };
        }
      }
    }
    return null;
  };
}

/** XY-Wing: a pivot {x,y} sees pincers {x,z} and {y,z}; whichever pincer holds z, cells seeing both pincers cannot. */
const xyWing: Finder = (grid) => {
  const bivalue = (c: number) => grid.values[c] === 0 && popcount(grid.cands[c]) === 2;
  for (let pivot = 0; pivot < CELL_COUNT; pivot++) {
    if (!bivalue(pivot)) continue;
    const pm = grid.cands[pivot];
    const wings = PEERS[pivot].filter((c) => bivalue(c) && popcount(grid.cands[c] & pm) === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i];
        const b = wings[j];
        const am = grid.cands[a];
        const bm = grid.cands[b];
        // The pincers share the pivot's two digits between them and one more digit z.
        if ((am & pm) === (bm & pm)) continue;
        const z = am & bm & ~pm;
        if (popcount(z) !== 1 || (am | bm | pm) !== (pm | z)) continue;
        const digit = singleDigit(z);
        const eliminations: CellDigit[] = [];
        for (const c of PEERS[a]) {
          if (c !== b && c !== pivot && PEERS[b].includes(c) && grid.values[c] === 0 && grid.cands[c] & z) {
            eliminations.push({ cell: c, digit });
          }
        }
        if (eliminations.length === 0) continue;
        return {
          technique: 'xy-wing',
          eliminations,
          cells: [pivot, a, b],
          message: `XY-Wing: ${cellName(pivot)} (${list(digitsOf(pm))}) sees ${cellName(a)} (${list(digitsOf(am))}) and ${cellName(b)} (${list(digitsOf(bm))}); one of them must be ${digit}, so ${digit} can be removed from cells that see both`,
        };
      }
    }
  }
  return null;
};

export const TECHNIQUES: readonly (TechniqueInfo & { find: Finder })[] = [
  { id: 'naked-single', name: 'Naked single', level: 1, find: nakedSingle },
  { id: 'hidden-single', name: 'Hidden single', level: 1, find: hiddenSingle },
  { id: 'naked-pair', name: 'Naked pair', level: 2, find: nakedSubset(2) },
  { id: 'hidden-pair', name: 'Hidden pair', level: 2, find: hiddenSubset(2) },
  { id: 'pointing', name: 'Pointing', level: 3, find: pointing },
  { id: 'claiming', name: 'Claiming', level: 3, find: claiming },
  { id: 'naked-triple', name: 'Naked triple', level: 3, find: nakedSubset(3) },
  { id: 'hidden-triple', name: 'Hidden triple', level: 3, find: hiddenSubset(3) },
  { id: 'x-wing', name: 'X-Wing', level: 4, find: fish(2) },
  { id: 'xy-wing', name: 'XY-Wing', level: 4, find: xyWing },
  { id: 'swordfish', name: 'Swordfish', level: 4, find: fish(3) },
];

export const techniqueInfo = (id: TechniqueId): TechniqueInfo => TECHNIQUES.find((t) => t.id === id)!;

/** The simplest step available using techniques up to `maxLevel`, or null when none applies. */
export function findStep(grid: CandidateGrid, maxLevel = 4): Step | null {
  for (const technique of TECHNIQUES) {
    if (technique.level > maxLevel) break;
    const step = technique.find(grid);
    if (step) return step;
  }
  return null;
}
