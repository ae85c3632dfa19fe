// Engine benchmark: speed and time per move at each level, a short match between two levels,
// and the mate-in-two solve rate. Run: npx tsx remotes/chess/bench/engine.bench.ts
// Options: --games N (10), --top L (8), --weak L (4), --match-ms MS (150, the top level's time per move), --out FILE.
import { Chess } from 'chess.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { think } from '../src/engine/engine';
import { LEVELS } from '../src/engine/levels';
import { BENCH_POSITIONS, MATE_IN_TWO } from '../src/engine/testPositions';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const GAMES = arg('games', 10);
const MATCH_TOP = arg('top', 8);
const MATCH_WEAK = arg('weak', 4);
const MATCH_TIME_MS = arg('match-ms', 150);
const now = () => performance.now();

/** How busy the machine is: a fixed loop that takes about 100 ms on an idle modern core. */
function calibrationMs(): number {
  const start = now();
  const a = new Uint8Array(128);
  let s = 0;
  for (let i = 0; i < 1e8; i++) s += a[i & 127] + (i & 1);
  return Math.round(now() - start + (s === -1 ? 1 : 0));
}
const calibration = calibrationMs();
console.log(`CPU calibration loop: ${calibration} ms (about 100 ms on an idle core); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);

function uciToMove(uci: string) {
  return { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] };
}

// 1. Speed and time per move at each level.
const perLevel = LEVELS.map((level) => {
  let nodes = 0;
  let ms = 0;
  let maxMs = 0;
  let depth = 0;
  for (const { fen } of BENCH_POSITIONS) {
    const r = think({ fen, moves: [], level: level.level }, { now });
    nodes += r.nodes;
    ms += r.timeMs;
    maxMs = Math.max(maxMs, r.timeMs);
    depth += r.depth;
  }
  return {
    level: level.level,
    name: level.name,
    avgMsPerMove: Math.round(ms / BENCH_POSITIONS.length),
    maxMsPerMove: Math.round(maxMs),
    avgDepth: +(depth / BENCH_POSITIONS.length).toFixed(1),
    nodesPerSecond: Math.round((nodes / ms) * 1000),
  };
});
console.log('\nTime per move and speed by level (positions: ' + BENCH_POSITIONS.map((p) => p.name).join(', ') + ')');
console.table(perLevel);

// 2. Mate-in-two solve rate at the top level with its normal time limit.
function forcesMateInTwo(fen: string, uci: string): boolean {
  const chess = new Chess(fen);
  try {
    chess.move(uciToMove(uci));
  } catch {
    return false;
  }
  if (chess.isCheckmate()) return true;
  if (chess.isGameOver()) return false;
  for (const reply of chess.moves({ verbose: true })) {
    chess.move(reply);
    const mates = chess.moves({ verbose: true }).some((m) => {
      chess.move(m);
      const mate = chess.isCheckmate();
      chess.undo();
      return mate;
    });
    chess.undo();
    if (!mates) return false;
  }
  return true;
}
const mateRuns = MATE_IN_TWO.map((fen) => {
  const r = think({ fen, moves: [], level: 8 }, { now });
  return { fen, move: r.move, solved: forcesMateInTwo(fen, r.move), ms: Math.round(r.timeMs) };
});
const solved = mateRuns.filter((r) => r.solved).length;
console.log(`\nMate in two (level 8): ${solved}/${mateRuns.length} solved`);
console.table(mateRuns.map((r) => ({ ...r, fen: r.fen.slice(0, 40) })));

// 3. A short match: top level against a weaker one, alternating colours, short fixed time per move.
const OPENINGS = [[], ['e2e4', 'e7e5'], ['d2d4', 'd7d5'], ['e2e4', 'c7c5'], ['c2c4', 'e7e5']];
const MAX_PLIES = 200;
function playGame(whiteLevel: number, blackLevel: number, opening: string[]): { result: '1-0' | '0-1' | '1/2-1/2'; plies: number; reason: string } {
  const chess = new Chess();
  const moves: string[] = [];
  for (const m of opening) {
    chess.move(uciToMove(m));
    moves.push(m);
  }
  while (!chess.isGameOver() && moves.length < MAX_PLIES) {
    const level = chess.turn() === 'w' ? whiteLevel : blackLevel;
    const top = level === MATCH_TOP;
    const r = think({ fen: new Chess().fen(), moves, level, timeMs: top ? MATCH_TIME_MS : undefined }, { now });
    chess.move(uciToMove(r.move));
    moves.push(r.move);
  }
  if (chess.isCheckmate()) return { result: chess.turn() === 'w' ? '0-1' : '1-0', plies: moves.length, reason: 'checkmate' };
  if (chess.isGameOver()) return { result: '1/2-1/2', plies: moves.length, reason: 'draw' };
  // Adjudicate long games by the top level's evaluation.
  const r = think({ fen: new Chess().fen(), moves, level: 8, timeMs: 300 }, { now });
  const whiteScore = chess.turn() === 'w' ? r.score : -r.score;
  if (whiteScore > 300) return { result: '1-0', plies: moves.length, reason: 'adjudicated' };
  if (whiteScore < -300) return { result: '0-1', plies: moves.length, reason: 'adjudicated' };
  return { result: '1/2-1/2', plies: moves.length, reason: 'adjudicated' };
}
const games = [];
let topPoints = 0;
for (let g = 0; g < GAMES; g++) {
  const topWhite = g % 2 === 0;
  const opening = OPENINGS[Math.floor(g / 2) % OPENINGS.length];
  const game = playGame(topWhite ? MATCH_TOP : MATCH_WEAK, topWhite ? MATCH_WEAK : MATCH_TOP, opening);
  const points = game.result === '1/2-1/2' ? 0.5 : (game.result === '1-0') === topWhite ? 1 : 0;
  topPoints += points;
  games.push({ game: g + 1, topLevelPlays: topWhite ? 'white' : 'black', ...game, topLevelPoints: points });
  console.log(`game ${g + 1}: level ${MATCH_TOP} as ${topWhite ? 'white' : 'black'} → ${game.result} (${game.reason}, ${game.plies} plies)`);
}
console.log(`\nMatch: level ${MATCH_TOP} (${MATCH_TIME_MS} ms/move) vs level ${MATCH_WEAK}: ${topPoints}/${GAMES}`);

const out = {
  benchmark: 'chess engine',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage: os.loadavg().map((x) => +x.toFixed(2)), calibrationLoopMs: calibration, note: 'calibration loop takes about 100 ms on an idle core; higher means a busy machine and proportionally lower nodes per second' },
  levels: perLevel,
  mateInTwo: { solved, total: mateRuns.length, rate: +(solved / mateRuns.length).toFixed(2), runs: mateRuns },
  match: { top: MATCH_TOP, weak: MATCH_WEAK, topMsPerMove: MATCH_TIME_MS, games: GAMES, topPoints, score: `${topPoints}/${GAMES}`, details: games },
};
const outIndex = args.indexOf('--out');
const outFile = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.resolve(__dirname, '../../../bench-results/chess.json');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
console.log(`\nWrote ${outFile}`);
