/**
 * The games the bench loads cold in the portal and alone on the bare page: one of each family, so the
 * portal's cost is not judged on 2048 alone. `ready` is the element that says the game can be played,
 * the same on both pages.
 */
export interface BenchGame {
  slug: string;
  family: string;
  ready: string;
}

export const BENCH_GAMES: readonly BenchGame[] = [
  { slug: '2048', family: 'score game', ready: '[data-testid="board-2048"] [data-value]' },
  { slug: 'sudoku', family: 'logic puzzle (puzzle session, packs)', ready: '[data-testid="sudoku-board"]' },
  { slug: 'word-search', family: 'word game (data file)', ready: '[data-testid="word-search-grid"]' },
  { slug: 'chess', family: 'opponent game (engine worker)', ready: '[data-testid="chess-board"]' },
];
