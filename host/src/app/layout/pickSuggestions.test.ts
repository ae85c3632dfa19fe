import { FIXTURE_CATALOG } from '../../catalog/catalog.fixture';

const GAMES = FIXTURE_CATALOG.gallery;
import { pickSuggestions } from './pickSuggestions';

/** Small deterministic generator so every run draws the same sequences. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('pickSuggestions', () => {
  it('returns six distinct games and never the excluded one', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const exclude = GAMES[seed % GAMES.length].slug;
      const picked = pickSuggestions(GAMES, exclude, 6, seededRandom(seed));
      expect(picked).toHaveLength(6);
      expect(new Set(picked.map((g) => g.slug)).size).toBe(6);
      expect(picked.map((g) => g.slug)).not.toContain(exclude);
    }
  });

  it('draws from the whole gallery when nothing is excluded', () => {
    const picked = pickSuggestions(GAMES, undefined, 6, seededRandom(7));
    expect(picked).toHaveLength(6);
    picked.forEach((game) => expect(GAMES).toContain(game));
  });

  it('covers every game over many draws', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 100; seed += 1) {
      pickSuggestions(GAMES, 'sudoku', 6, seededRandom(seed)).forEach((g) => seen.add(g.slug));
    }
    expect(seen.size).toBe(GAMES.length - 1);
  });

  it('handles random() returning values at both ends of [0, 1)', () => {
    expect(pickSuggestions(GAMES, 'chess', 6, () => 0)).toHaveLength(6);
    const high = pickSuggestions(GAMES, 'chess', 6, () => 0.999999);
    expect(new Set(high.map((g) => g.slug)).size).toBe(6);
  });

  it('returns fewer games when the pool is smaller than the count', () => {
    const games = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
    expect(pickSuggestions(games, 'b', 6, Math.random).map((g) => g.slug).sort()).toEqual(['a', 'c']);
  });

  it('does not change the list it was given', () => {
    const before = GAMES.map((g) => g.slug);
    pickSuggestions(GAMES, undefined, 6, seededRandom(3));
    expect(GAMES.map((g) => g.slug)).toEqual(before);
  });
});
