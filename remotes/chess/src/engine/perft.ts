import type { Position } from './position';

/** Counts leaf nodes of the legal move tree to `depth` (checks move generation). */
export function perft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = new Int32Array(256);
  const n = pos.generate(moves, 0);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    if (!pos.make(moves[i])) continue;
    nodes += perft(pos, depth - 1);
    pos.unmake();
  }
  return nodes;
}
