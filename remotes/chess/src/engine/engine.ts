// The engine's entry point: set up a position from a game record and choose a move at a level.
import { levelSettings } from './levels';
import { Position, type Move } from './position';
import { isMateScore, Searcher, type SearchResult } from './search';

export interface ThinkRequest {
  /** Start position of the game record. */
  fen: string;
  /** Moves played since, as UCI ('e2e4', 'e7e8q'); lets the engine see repetitions. */
  moves: string[];
  level: number;
  /** Overrides the level's time limit (benchmarks, tests). */
  timeMs?: number;
  maxDepth?: number;
}

export interface ThinkResult {
  /** UCI of the chosen move, or '' when there is no legal move. */
  move: string;
  /** Evaluation in centipawns from the side to move's view (before any deliberate mistake). */
  score: number;
  mate: boolean;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: string[];
}

export interface ThinkEnv {
  now?: () => number;
  /** 0 <= x < 1; injected so tests can be reproducible. */
  random?: () => number;
}

let shared: Searcher | null = null;
function searcher(): Searcher {
  shared ??= new Searcher();
  return shared;
}

export function positionFromRecord(fen: string, moves: readonly string[]): Position {
  const pos = Position.fromFen(fen);
  for (const text of moves) {
    const m = pos.findUci(text);
    if (!m || !pos.make(m)) throw new Error(`Illegal move in record: ${text}`);
  }
  return pos;
}

export function think(request: ThinkRequest, env: ThinkEnv = {}): ThinkResult {
  const now = env.now ?? (() => Date.now());
  const random = env.random ?? Math.random;
  const start = now();
  const pos = positionFromRecord(request.fen, request.moves);
  const level = levelSettings(request.level);
  const limits = { maxDepth: request.maxDepth ?? level.maxDepth, timeMs: request.timeMs ?? level.timeMs, now };
  const legal = pos.legalMoves();
  const done = (move: Move, r: Pick<SearchResult, 'score' | 'depth' | 'nodes' | 'pv'>): ThinkResult => ({
    move: move ? Position.uci(move) : '',
    score: r.score,
    mate: isMateScore(r.score),
    depth: r.depth,
    nodes: r.nodes,
    timeMs: now() - start,
    pv: r.pv.map(Position.uci),
  });
  if (legal.length === 0) return done(0, { score: 0, depth: 0, nodes: 0, pv: [] });
  const s = searcher();
  if (level.noise > 0 || level.blunder > 0) {
    const scored = s.scoreRootMoves(pos, limits.maxDepth, limits);
    let bestTrue = scored[0];
    for (const x of scored) if (x.score > bestTrue.score) bestTrue = x;
    let chosen = bestTrue;
    if (random() < level.blunder) {
      chosen = scored[Math.floor(random() * scored.length)];
    } else {
      let bestNoisy = -Infinity;
      for (const x of scored) {
        // A mate in one is never missed on purpose above the lowest level.
        const noisy = x.score + (isMateScore(x.score) && request.level > 1 ? 0 : (random() * 2 - 1) * level.noise);
        if (noisy > bestNoisy) {
          bestNoisy = noisy;
          chosen = x;
        }
      }
    }
    return done(chosen.move, { score: bestTrue.score, depth: limits.maxDepth, nodes: s.nodes, pv: [chosen.move] });
  }
  const result = s.search(pos, limits);
  return done(result.move, result);
}
