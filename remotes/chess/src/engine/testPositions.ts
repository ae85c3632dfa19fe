// Positions for tests and the benchmark. Each was checked exhaustively with chess.js
// (mate in one: some move mates; mate in two: no mate in one, and a move after which every reply allows mate).

export const MATE_IN_ONE: readonly string[] = [
  '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', // Ra8#
  'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4', // Qxf7#
  'k7/8/1K6/8/8/8/8/7Q w - - 0 1', // Qb7#
  'r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1', // Ra1#
  '6rk/6pp/7N/8/8/8/8/6K1 w - - 0 1', // Nf7#
  'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', // Qh4#
  'k7/pp6/8/8/8/8/8/K6R w - - 0 1', // Rh8#
];

export const MATE_IN_TWO: readonly string[] = [
  'r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1', // Qd8+ Bxd8 Re8#
  'kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1', // Ra6 bxa6 b7#
  'r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1', // Nf6+ gxf6 Bxf7#
  '3k4/8/4K3/8/8/8/8/7R w - - 0 1', // Rc1
  '4k3/7R/8/8/1p3p2/3P4/3KN1r1/3Q1B2 w - - 0 29', // Qa4+
  '8/2r2pk1/8/3pnp2/K5np/8/8/7r b - - 1 49', // Rb7
  '8/8/8/5R2/7k/8/4K3/8 w - - 24 56', // Kf3
  '8/8/6R1/8/5k2/2P4P/3P1K1P/1NQ5 w - - 2 40', // d3+
  '3qkbnr/1bppp1p1/p1n4p/8/8/p4Q1P/P1PP1PP1/R3K2R w Kk - 1 12', // Qh5+
  'rn1qk1n1/2pp1p1r/Bp4p1/7p/1PPP4/5P2/P6q/RN1QK3 b - - 3 17', // Qdh4+
  'bn3k1r/3p4/6p1/2p1p1q1/8/2P5/8/1K6 b - - 5 31', // Rh2
  '5k2/8/p2P1K2/2P4P/P5R1/3N4/8/8 w - - 1 47', // d7
];

export const BENCH_POSITIONS: ReadonlyArray<{ name: string; fen: string }> = [
  { name: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
  { name: 'kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' },
  { name: 'middlegame', fen: 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8' },
  { name: 'endgame', fen: '8/5pk1/6p1/3R4/p4P2/6P1/r4K2/8 w - - 0 45' },
];
