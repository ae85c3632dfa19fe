// Negamax alpha-beta with iterative deepening, a time limit, quiescence search, a transposition
// table, null-move pruning, late-move reductions and move ordering (TT move, MVV-LVA, killers, history).
import { evaluate, insufficientMaterial, MG_VALUE } from './evaluate';
import { FLAG_CAPTURE, KING, movePromo, moveFlags, moveFrom, moveTo, PAWN, Position, QUEEN, type Move } from './position';

export const MATE = 32000;
export const INF = 32767;
const MAX_PLY = 64;
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const TT_EXACT = 1;
const TT_LOWER = 2;
const TT_UPPER = 3;

export interface SearchLimits {
  maxDepth: number;
  /** Soft limit in ms: no new iteration starts after about half of it; a running one is cut off at 1.25× (the last full iteration counts). */
  timeMs: number;
  /** Milliseconds clock (injected so the logic stays free of platform timers). */
  now?: () => number;
  nodeLimit?: number;
}

export interface SearchResult {
  move: Move;
  /** Centipawns from the side to move; mates are near ±MATE. */
  score: number;
  depth: number;
  nodes: number;
  pv: Move[];
}

export const isMateScore = (score: number) => Math.abs(score) > MATE - 1000;

export class Searcher {
  private ttKey = new Int32Array(TT_SIZE);
  private ttMove = new Int32Array(TT_SIZE);
  private ttScore = new Int16Array(TT_SIZE);
  private ttDepth = new Int8Array(TT_SIZE);
  private ttFlag = new Uint8Array(TT_SIZE);
  private killers = new Int32Array(MAX_PLY * 2);
  private history = new Int32Array(16 * 128);
  private moveBuf = new Int32Array(256 * (MAX_PLY + 1));
  private scoreBuf = new Int32Array(256 * (MAX_PLY + 1));
  private pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private pvLength = new Int32Array(MAX_PLY);
  nodes = 0;
  private stopped = false;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private now: () => number = () => 0;
  private pos!: Position;

  clear(): void {
    this.ttKey.fill(0);
    this.ttMove.fill(0);
    this.ttFlag.fill(0);
    this.history.fill(0);
  }

  search(pos: Position, limits: SearchLimits): SearchResult {
    this.pos = pos;
    this.now = limits.now ?? (() => Date.now());
    const start = this.now();
    this.deadline = start + limits.timeMs * 1.25;
    this.nodeLimit = limits.nodeLimit ?? Infinity;
    this.nodes = 0;
    this.stopped = false;
    this.killers.fill(0);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;
    const legal = pos.legalMoves();
    let best: SearchResult = { move: legal[0] ?? 0, score: 0, depth: 0, nodes: 0, pv: legal[0] ? [legal[0]] : [] };
    if (legal.length <= 1) return best;
    for (let depth = 1; depth <= limits.maxDepth; depth++) {
      const score = this.negamax(depth, -INF, INF, 0, false);
      if (this.stopped && depth > 1) break;
      const pv = Array.from(this.pvTable.subarray(0, this.pvLength[0]));
      if (pv.length && pv[0]) best = { move: pv[0], score, depth, nodes: this.nodes, pv };
      if (this.stopped) break;
      if (isMateScore(score) && MATE - Math.abs(score) <= depth) break;
      // Another iteration takes a few times longer than this one: do not start what cannot finish.
      if (this.now() - start > limits.timeMs * 0.55) break;
    }
    best.nodes = this.nodes;
    return best;
  }

  /** Scores every root move with a full-window search to `depth` (for deliberately imperfect levels). */
  scoreRootMoves(pos: Position, depth: number, limits: SearchLimits): Array<{ move: Move; score: number }> {
    this.pos = pos;
    this.now = limits.now ?? (() => Date.now());
    this.deadline = this.now() + limits.timeMs * 1.25;
    this.nodeLimit = Infinity;
    this.stopped = false;
    this.nodes = 0;
    const out: Array<{ move: Move; score: number }> = [];
    for (const m of pos.legalMoves()) {
      pos.make(m);
      const score = depth <= 1 ? -this.quiesce(-INF, INF, 1) : -this.negamax(depth - 1, -INF, INF, 1, true);
      pos.unmake();
      out.push({ move: m, score });
    }
    return out;
  }

  private checkTime(): void {
    if ((this.nodes & 255) === 0 && (this.now() > this.deadline || this.nodes > this.nodeLimit)) this.stopped = true;
  }

  private orderMoves(base: number, n: number, ttMove: Move, ply: number): void {
    const b = this.pos.board;
    const moves = this.moveBuf;
    const scores = this.scoreBuf;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    for (let i = base; i < n; i++) {
      const m = moves[i];
      let s: number;
      if (m === ttMove) s = 10_000_000;
      else if (moveFlags(m) & FLAG_CAPTURE) {
        const victim = moveFlags(m) & 2 ? PAWN : b[moveTo(m)] & 7;
        s = 5_000_000 + MG_VALUE[victim] * 10 - (b[moveFrom(m)] & 7);
      } else if (movePromo(m) === QUEEN) s = 4_900_000;
      else if (m === k1) s = 4_000_000;
      else if (m === k2) s = 3_900_000;
      else s = this.history[b[moveFrom(m)] * 128 + moveTo(m)];
      if (movePromo(m) && movePromo(m) !== QUEEN) s -= 6_000_000;
      scores[i] = s;
    }
  }

  /** Selection sort step: bring the best remaining move to index i. */
  private pickMove(i: number, n: number): Move {
    const moves = this.moveBuf;
    const scores = this.scoreBuf;
    let bestIdx = i;
    for (let j = i + 1; j < n; j++) if (scores[j] > scores[bestIdx]) bestIdx = j;
    if (bestIdx !== i) {
      const m = moves[i];
      moves[i] = moves[bestIdx];
      moves[bestIdx] = m;
      const s = scores[i];
      scores[i] = scores[bestIdx];
      scores[bestIdx] = s;
    }
    return moves[i];
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, allowNull: boolean): number {
    const pos = this.pos;
    this.pvLength[ply] = ply;
    if (ply > 0) {
      if (pos.halfmove >= 100 || pos.isRepetition() || insufficientMaterial(pos)) return 0;
      // Mate-distance pruning.
      alpha = Math.max(alpha, -MATE + ply);
      beta = Math.min(beta, MATE - ply - 1);
      if (alpha >= beta) return alpha;
    }
    const inCheck = pos.inCheck();
    if (inCheck) depth++;
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.quiesce(alpha, beta, ply);
    this.nodes++;
    this.checkTime();
    if (this.stopped) return 0;

    const pvNode = beta - alpha > 1;
    const idx = pos.hashLo & (TT_SIZE - 1);
    let ttMove = 0;
    if (this.ttKey[idx] === pos.hashHi && this.ttFlag[idx]) {
      ttMove = this.ttMove[idx];
      if (ply > 0 && this.ttDepth[idx] >= depth && !pvNode) {
        let s = this.ttScore[idx];
        if (s > MATE - 1000) s -= ply;
        else if (s < -MATE + 1000) s += ply;
        const flag = this.ttFlag[idx];
        if (flag === TT_EXACT || (flag === TT_LOWER && s >= beta) || (flag === TT_UPPER && s <= alpha)) return s;
      }
    }

    // Null move: if passing still fails high, this node is good enough (not in check, not in pawn endings).
    if (allowNull && !inCheck && !pvNode && depth >= 3 && this.hasPieces()) {
      const staticEval = evaluate(pos);
      if (staticEval >= beta) {
        pos.makeNull();
        const s = -this.negamax(depth - 3, -beta, -beta + 1, ply + 1, false);
        pos.unmakeNull();
        if (this.stopped) return 0;
        if (s >= beta && s < MATE - 1000) return beta;
      }
    }

    const base = ply * 256;
    const n = pos.generate(this.moveBuf, base);
    this.orderMoves(base, n, ttMove, ply);
    let legal = 0;
    let bestScore = -INF;
    let bestMove = 0;
    const alphaStart = alpha;
    for (let i = base; i < n; i++) {
      const m = this.pickMove(i, n);
      if (!pos.make(m)) continue;
      legal++;
      const quiet = !(moveFlags(m) & FLAG_CAPTURE) && !movePromo(m);
      let score: number;
      if (legal === 1) {
        score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
      } else {
        // Late quiet moves get a reduced null-window search first.
        let reduction = 0;
        if (ply > 0 && quiet && !inCheck && depth >= 3 && legal > 3 && !pos.inCheck()) reduction = legal > 12 && depth >= 6 ? 2 : 1;
        score = -this.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && reduction) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
      }
      pos.unmake();
      if (this.stopped) return 0;
      if (score > bestScore) {
        bestScore = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          // Update the principal variation.
          const row = ply * MAX_PLY;
          const child = (ply + 1) * MAX_PLY;
          this.pvTable[row + ply] = m;
          for (let j = ply + 1; j < this.pvLength[ply + 1]; j++) this.pvTable[row + j] = this.pvTable[child + j];
          this.pvLength[ply] = Math.max(this.pvLength[ply + 1], ply + 1);
          if (ply === 0) for (let j = 0; j < this.pvLength[0]; j++) this.pvTable[j] = this.pvTable[row + j];
          if (score >= beta) {
            if (quiet) {
              if (this.killers[ply * 2] !== m) {
                this.killers[ply * 2 + 1] = this.killers[ply * 2];
                this.killers[ply * 2] = m;
              }
              const h = pos.board[moveFrom(m)] * 128 + moveTo(m);
              this.history[h] += depth * depth;
              if (this.history[h] > 1_000_000) for (let j = 0; j < this.history.length; j++) this.history[j] >>= 1;
            }
            break;
          }
        }
      }
    }
    if (legal === 0) return inCheck ? -MATE + ply : 0;

    let stored = bestScore;
    if (stored > MATE - 1000) stored += ply;
    else if (stored < -MATE + 1000) stored -= ply;
    this.ttKey[idx] = pos.hashHi;
    this.ttMove[idx] = bestMove;
    this.ttScore[idx] = stored;
    this.ttDepth[idx] = depth;
    this.ttFlag[idx] = bestScore >= beta ? TT_LOWER : bestScore > alphaStart ? TT_EXACT : TT_UPPER;
    return bestScore;
  }

  private hasPieces(): boolean {
    const b = this.pos.board;
    const side = this.pos.side;
    for (let sq = 0; sq < 120; sq++) {
      const pc = b[sq];
      if (pc && pc >> 3 === side && (pc & 7) !== PAWN && (pc & 7) !== KING) return true;
    }
    return false;
  }

  private quiesce(alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    this.nodes++;
    this.checkTime();
    if (this.stopped) return 0;
    const standPat = evaluate(pos);
    if (ply >= MAX_PLY - 1) return standPat;
    if (standPat >= beta) return standPat;
    if (standPat > alpha) alpha = standPat;
    const base = ply * 256;
    const n = pos.generate(this.moveBuf, base, true);
    this.orderMoves(base, n, 0, ply);
    let best = standPat;
    for (let i = base; i < n; i++) {
      const m = this.pickMove(i, n);
      // Delta pruning: even winning this piece cannot lift the score to alpha.
      const victim = moveFlags(m) & 2 ? PAWN : pos.board[moveTo(m)] & 7;
      if (!movePromo(m) && standPat + MG_VALUE[victim] + 200 < alpha) continue;
      if (!pos.make(m)) continue;
      const score = -this.quiesce(-beta, -alpha, ply + 1);
      pos.unmake();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) break;
        }
      }
    }
    return best;
  }
}
