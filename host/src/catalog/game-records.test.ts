import { CATEGORIES } from './categories';
import { GAME_RECORDS, gameRecord } from './game-records';

describe('game records', () => {
  it('describes 36 games: 35 in the gallery with ids 1 to 35 in gallery order, and path-puzzle-game hidden', () => {
    expect(GAME_RECORDS).toHaveLength(36);
    const gallery = GAME_RECORDS.filter((game) => game.gallery);
    expect(gallery.map((game) => game.id)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(GAME_RECORDS.filter((game) => !game.gallery).map((game) => game.slug)).toEqual(['path-puzzle-game']);
  });

  it('gives every game its own id and a URL-safe slug of its own', () => {
    expect(new Set(GAME_RECORDS.map((game) => game.id)).size).toBe(GAME_RECORDS.length);
    expect(new Set(GAME_RECORDS.map((game) => game.slug)).size).toBe(GAME_RECORDS.length);
    for (const { slug } of GAME_RECORDS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every gallery game under at least one category the gallery knows (or the kept misspelling)', () => {
    const known = new Set<string>([...CATEGORIES.map((c) => c.key), 'causal']);
    for (const game of GAME_RECORDS.filter((g) => g.gallery)) {
      expect(game.categories.length).toBeGreaterThan(0);
      for (const category of game.categories) expect(known).toContain(category);
    }
  });

  it('finds a record by slug, and nothing for a name outside the catalogue', () => {
    expect(gameRecord('sudoku')).toMatchObject({ id: 2, slug: 'sudoku', gallery: true, image: { src: '/images/games/sudoku.svg' } });
    expect(gameRecord('sudoku')?.metadata.title).toBe('Play Sudoku Online Free - Classic 9x9 Puzzles');
    expect(gameRecord('not-a-game')).toBeUndefined();
  });
});
