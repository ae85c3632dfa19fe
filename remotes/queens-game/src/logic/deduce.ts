// Human-style deductions for Queens, easiest first. The generator grades puzzles with them (a puzzle must
// solve with these steps alone, so nobody has to guess) and hints explain the next step with them.
import { colOf, neighbours, rowOf, type QueensPuzzle } from './board';
import { regionName } from './regionNames';
import { TECHNIQUE_LEVEL, type Technique } from './techniques';

export { TECHNIQUE_LEVEL, type Technique };

export interface Deduction {
  technique: Technique;
  /** The cell that must hold a queen (for 'single'). */
  place?: number;
  /** Cells that cannot hold a queen. */
  eliminate: number[];
  /** The cells the reason talks about, for highlighting. */
  focus: number[];
  reason: string;
}

/** What is known: cells that may still hold a queen, and queens already placed. */
export interface DeductionState {
  candidates: boolean[];
  queens: boolean[];
}

type HouseKind = 'row' | 'column' | 'region';

interface House {
  kind: HouseKind;
  index: number;
  cells: number[];
}

/** The rows, columns and regions of a layout, cached per layout object. */
interface Houses {
  byKind: Record<HouseKind, House[]>;
  /** Cells attacked by a queen on each cell. */
  attacked: number[][];
}

const housesCache = new WeakMap<object, Houses>();

function housesOf(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>): Houses {
  const cached = housesCache.get(puzzle);
  if (cached) return cached;
  const { size } = puzzle;
  const make = (kind: HouseKind): House[] => Array.from({ length: size }, (_, index) => ({ kind, index, cells: [] as number[] }));
  const byKind = { row: make('row'), column: make('column'), region: make('region') };
  for (let cell = 0; cell < size * size; cell++) {
    byKind.row[rowOf(size, cell)].cells.push(cell);
    byKind.column[colOf(size, cell)].cells.push(cell);
    byKind.region[puzzle.regions[cell]].cells.push(cell);
  }
  const attacked: number[][] = [];
  const seen = new Int32Array(size * size).fill(-1);
  for (let cell = 0; cell < size * size; cell++) {
    const list: number[] = [];
    seen[cell] = cell;
    const add = (other: number) => {
      if (seen[other] !== cell) {
        seen[other] = cell;
        list.push(other);
      }
    };
    byKind.row[rowOf(size, cell)].cells.forEach(add);
    byKind.column[colOf(size, cell)].cells.forEach(add);
    byKind.region[puzzle.regions[cell]].cells.forEach(add);
    neighbours(size, cell).forEach(add);
    attacked.push(list);
  }
  const houses = { byKind, attacked };
  housesCache.set(puzzle, houses);
  return houses;
}

function houseName(house: House): string {
  if (house.kind === 'region') return `the ${regionName(house.index)}`;
  return `${house.kind} ${house.index + 1}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const KINDS: readonly HouseKind[] = ['region', 'row', 'column'];

function houseIndexOf(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>, kind: HouseKind, cell: number): number {
  if (kind === 'row') return rowOf(puzzle.size, cell);
  if (kind === 'column') return colOf(puzzle.size, cell);
  return puzzle.regions[cell];
}

/** The starting state: every cell possible, no queens. */
export function initialState(size: number): DeductionState {
  return { candidates: new Array(size * size).fill(true), queens: new Array(size * size).fill(false) };
}

/** Places a queen and rules out everything it attacks. */
export function placeQueen(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>, state: DeductionState, cell: number): DeductionState {
  const candidates = state.candidates.slice();
  const queens = state.queens.slice();
  queens[cell] = true;
  candidates[cell] = false;
  for (const other of housesOf(puzzle).attacked[cell]) candidates[other] = false;
  return { candidates, queens };
}

export function applyDeduction(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>, state: DeductionState, deduction: Deduction): DeductionState {
  if (deduction.place !== undefined) return placeQueen(puzzle, state, deduction.place);
  const candidates = state.candidates.slice();
  for (const cell of deduction.eliminate) candidates[cell] = false;
  return { candidates, queens: state.queens };
}

interface OpenHouse {
  house: House;
  open: number[];
}

/** Houses without a queen yet, with their remaining candidate cells. */
function openHouses(houses: Houses, state: DeductionState, kind: HouseKind): OpenHouse[] {
  const result: OpenHouse[] = [];
  for (const house of houses.byKind[kind]) {
    if (house.cells.some((cell) => state.queens[cell])) continue;
    result.push({ house, open: house.cells.filter((cell) => state.candidates[cell]) });
  }
  return result;
}

type OpenByKind = Record<HouseKind, OpenHouse[]>;

function findSingle(openByKind: OpenByKind): Deduction | null {
  for (const kind of KINDS) {
    for (const { house, open } of openByKind[kind]) {
      if (open.length === 1) {
        return {
          technique: 'single',
          place: open[0],
          eliminate: [],
          focus: house.cells,
          reason: `Only one cell is left in ${houseName(house)}, so its queen goes there.`,
        };
      }
    }
  }
  return null;
}

/**
 * Groups: k houses of one kind whose free cells all lie inside k houses of another kind take all k queens
 * of those houses, so every other free cell there is ruled out. k = 1 is 'confinement', k ≥ 2 is 'group'.
 */
function findGroup(
  puzzle: Pick<QueensPuzzle, 'size' | 'regions'>,
  openByKind: OpenByKind,
  state: DeductionState,
  minK: number,
  maxK: number,
): Deduction | null {
  for (const inner of KINDS) {
    const innerOpen = openByKind[inner];
    for (const outer of KINDS) {
      if (outer === inner) continue;
      const outerOpen = openByKind[outer];
      const outerByIndex = new Map(outerOpen.map((entry) => [entry.house.index, entry]));
      // Which outer houses each inner house's free cells touch, as a bitmask of outer indices.
      const spans = innerOpen.map(({ open }) => {
        let mask = 0;
        for (const cell of open) mask |= 1 << houseIndexOf(puzzle, outer, cell);
        return mask;
      });
      const tried = new Set<number>();
      for (let i = 0; i < innerOpen.length; i++) {
        const span = spans[i];
        const k = popcount(span);
        if (k < minK || k > maxK || tried.has(span)) continue;
        tried.add(span);
        const members: number[] = [];
        spans.forEach((other, j) => {
          if ((other & ~span) === 0) members.push(j);
        });
        if (members.length !== k) continue;
        const memberCells = new Set(members.flatMap((j) => innerOpen[j].house.cells));
        const outerHouses: OpenHouse[] = [];
        for (let index = 0; index < puzzle.size; index++) {
          if (span & (1 << index)) {
            const entry = outerByIndex.get(index);
            if (entry) outerHouses.push(entry);
          }
        }
        const eliminate = outerHouses.flatMap(({ open }) => open.filter((cell) => !memberCells.has(cell)));
        if (eliminate.length === 0) continue;
        const innerNames = members.map((j) => houseName(innerOpen[j].house));
        const outerNames = outerHouses.map(({ house }) => houseName(house));
        const reason =
          k === 1
            ? `${capitalise(innerNames[0])} fits only in ${outerNames[0]}, so no other cell of ${outerNames[0]} can hold a queen.`
            : `${capitalise(listNames(innerNames))} fit only in ${listNames(outerNames)}, so they take all ${k} queens there; the other cells of ${listNames(outerNames)} are ruled out.`;
        return {
          technique: k === 1 ? 'confinement' : 'group',
          eliminate,
          focus: [...memberCells].filter((cell) => state.candidates[cell]),
          reason,
        };
      }
    }
  }
  return null;
}

/**
 * A cell whose queen would leave some row, column or region without any free cell. With `all`, every such cell
 * is returned in one deduction (the grader's shortcut; hints show one cell at a time).
 */
function findBlocking(houses: Houses, openByKind: OpenByKind, state: DeductionState, all: boolean): Deduction | null {
  const open = KINDS.flatMap((kind) => openByKind[kind]);
  const stamp = new Array<boolean>(state.candidates.length).fill(false);
  let found: Deduction | null = null;
  for (let cell = 0; cell < state.candidates.length; cell++) {
    if (!state.candidates[cell]) continue;
    const hit = houses.attacked[cell];
    for (const other of hit) stamp[other] = true;
    stamp[cell] = true;
    let blocked: OpenHouse | undefined;
    for (const entry of open) {
      if (entry.house.cells.includes(cell)) continue;
      if (entry.open.every((other) => stamp[other])) {
        blocked = entry;
        break;
      }
    }
    for (const other of hit) stamp[other] = false;
    stamp[cell] = false;
    if (blocked) {
      if (found) {
        found.eliminate.push(cell);
        continue;
      }
      found = {
        technique: 'blocking',
        eliminate: [cell],
        focus: blocked.open,
        reason: `A queen here would leave ${houseName(blocked.house)} with no free cell, so this cell is ruled out.`,
      };
      if (!all) return found;
    }
  }
  return found;
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** The easiest next deduction from `state`, or null when none of the techniques up to `maxLevel` applies. */
export function findDeduction(
  puzzle: Pick<QueensPuzzle, 'size' | 'regions'>,
  state: DeductionState,
  maxLevel = TECHNIQUE_LEVEL.group,
  allBlocking = false,
): Deduction | null {
  const houses = housesOf(puzzle);
  const openByKind: OpenByKind = {
    region: openHouses(houses, state, 'region'),
    row: openHouses(houses, state, 'row'),
    column: openHouses(houses, state, 'column'),
  };
  const single = findSingle(openByKind);
  if (single) return single;
  if (maxLevel < TECHNIQUE_LEVEL.confinement) return null;
  const confinement = findGroup(puzzle, openByKind, state, 1, 1);
  if (confinement) return confinement;
  if (maxLevel < TECHNIQUE_LEVEL.blocking) return null;
  const blocking = findBlocking(houses, openByKind, state, allBlocking);
  if (blocking) return blocking;
  if (maxLevel < TECHNIQUE_LEVEL.group) return null;
  return findGroup(puzzle, openByKind, state, 2, puzzle.size - 2);
}

export interface LogicalSolve {
  /** True when the techniques alone placed every queen. */
  solved: boolean;
  /** The hardest technique level used (0 when nothing was needed). */
  maxLevel: number;
  /** How often each technique was used. */
  uses: Record<Technique, number>;
  queens: number[];
}

/** Solves like a person would, always taking the easiest deduction; stops when stuck (a guess would be needed). */
export function solveLogically(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>, maxLevel = TECHNIQUE_LEVEL.group): LogicalSolve {
  let state = initialState(puzzle.size);
  const uses: Record<Technique, number> = { single: 0, confinement: 0, blocking: 0, group: 0 };
  let level = 0;
  let placed = 0;
  while (placed < puzzle.size) {
    const deduction = findDeduction(puzzle, state, maxLevel, true);
    if (!deduction) break;
    uses[deduction.technique]++;
    level = Math.max(level, TECHNIQUE_LEVEL[deduction.technique]);
    state = applyDeduction(puzzle, state, deduction);
    if (deduction.place !== undefined) placed++;
  }
  const queens: number[] = [];
  state.queens.forEach((queen, cell) => queen && queens.push(cell));
  return { solved: placed === puzzle.size, maxLevel: level, uses, queens };
}

