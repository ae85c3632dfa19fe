import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import type { GameRecord } from '../catalog/catalog';
import { normalise, searchGames } from './search-games';

const game = (slug: string, title: string, categories: GameRecord['categories'], tagline: string, id = 1): GameRecord =>
  ({ id, slug, title, categories, tagline, gallery: true, image: { src: '', width: 1, height: 1, alt: '' } }) as GameRecord;

const GAMES = [
  game('word-search', 'Word Search', ['word'], 'Find the hidden words in a grid of letters', 1),
  game('sudoku', 'Sudoku', ['puzzle', 'logic'], 'Fill the grid so every row, column and box holds 1 to 9', 2),
  game('queens-game', 'Queens Game', ['logic'], 'One crown in every row, column and colour region', 3),
  game('tic-tac-toe', 'Tic-Tac-Toe', ['casual'], 'Three in a row against the computer', 4),
  game('chess', 'Chess', ['logic', 'skill'], 'Play the computer or a friend', 5),
];
const slugs = (query: string) => searchGames(GAMES, query).map((hit) => hit.game.slug);

describe('searching games', () => {
  it('finds a game by its name, from the first letters, with or without hyphens and capitals', () => {
    expect(slugs('que')).toEqual(['queens-game']);
    expect(slugs('tic tac')).toEqual(['tic-tac-toe']);
    expect(slugs('TIC-TAC-TOE')).toEqual(['tic-tac-toe']);
    expect(slugs('  sudoku ')).toEqual(['sudoku']);
  });

  it('finds games by category and by tagline, names first', () => {
    expect(slugs('logic')).toEqual(['sudoku', 'queens-game', 'chess']);
    expect(slugs('crown')).toEqual(['queens-game']);
    // "word" is Word Search's name, and only a tagline word of the others: the name comes first.
    expect(slugs('word')[0]).toBe('word-search');
    expect(slugs('grid')).toEqual(['word-search', 'sudoku']);
  });

  it('needs every word to match somewhere, and gives nothing for an empty or unmatched query', () => {
    expect(slugs('logic crown')).toEqual(['queens-game']);
    expect(slugs('logic zebra')).toEqual([]);
    expect(slugs('')).toEqual([]);
    expect(slugs('  -- ')).toEqual([]);
  });

  it('names the categories as the gallery does, and keeps to the limit', () => {
    expect(searchGames(GAMES, 'chess')[0].categories).toEqual(['Brain/Logic Games', 'Skill Games']);
    expect(searchGames(FIXTURE_CATALOG.gallery, 'e', 3)).toHaveLength(3);
    expect(normalise('Crème Brûlée!')).toBe('creme brulee');
  });
});
