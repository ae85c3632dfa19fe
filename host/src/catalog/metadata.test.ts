import { CATEGORIES } from './categories';
import { GAMES, PLAYABLE_GAME_NAMES } from './games';
import { fallbackGameTitle, GAME_METADATA, gameMetadata, galleryMetadata, homeMetadata, MAX_DESCRIPTION_LENGTH } from './metadata';

const GAMES_WITHOUT_CUSTOM_TITLE = [
  'queens-game',
  'zip-game',
  'tango-game',
  'crossclimb-game',
  'connections-game',
  'quartiles',
  'binairo-game',
  'domino-merge-game',
  'word-scramble',
  'path-puzzle-game',
];

describe('game metadata', () => {
  it('covers all 36 playable games and nothing else', () => {
    expect(PLAYABLE_GAME_NAMES).toHaveLength(36);
    expect(Object.keys(GAME_METADATA).sort()).toEqual([...PLAYABLE_GAME_NAMES].sort());
  });

  it.each(PLAYABLE_GAME_NAMES)('%s has keywords and a description of at most 160 characters', (slug) => {
    const meta = gameMetadata(slug);
    expect(meta.keywords.trim()).not.toBe('');
    expect(meta.description.trim()).not.toBe('');
    expect(meta.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(meta.title).not.toBe('');
    expect(meta.socialTitle).not.toBe('');
  });

  it('gives every description its own text', () => {
    const descriptions = PLAYABLE_GAME_NAMES.map((slug) => gameMetadata(slug).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(GAMES_WITHOUT_CUSTOM_TITLE)('%s falls back to "{Title} - Play Online for Free!"', (slug) => {
    expect(GAME_METADATA[slug].title).toBe('');
    expect(gameMetadata(slug).title).toBe(fallbackGameTitle(slug));
    expect(gameMetadata(slug).socialTitle).toBe(fallbackGameTitle(slug));
  });

  it('builds the fallback from the slug title', () => {
    expect(gameMetadata('queens-game').title).toBe('Queens Game - Play Online for Free!');
    expect(gameMetadata('quartiles').title).toBe('Quartiles - Play Online for Free!');
    expect(gameMetadata('domino-merge-game').socialTitle).toBe('Domino Merge Game - Play Online for Free!');
  });

  it('keeps custom titles for the other games', () => {
    const custom = PLAYABLE_GAME_NAMES.filter((slug) => !GAMES_WITHOUT_CUSTOM_TITLE.includes(slug));
    expect(custom).toHaveLength(26);
    for (const slug of custom) {
      expect(GAME_METADATA[slug].title).not.toBe('');
      expect(gameMetadata(slug).title).toBe(GAME_METADATA[slug].title);
    }
    expect(gameMetadata('sudoku').title).toBe('Play Sudoku Online Free - Classic 9x9 Puzzles');
  });

  it('gives an unknown name generic text under the fallback title', () => {
    const meta = gameMetadata('snake');
    expect(meta.title).toBe('Snake - Play Online for Free!');
    expect(meta.description).toContain('Snake');
  });
});

describe('gallery metadata', () => {
  it.each(CATEGORIES.map((c) => [c.key, c] as const))('%s has a title with the site name and a short description', (_key, category) => {
    const meta = galleryMetadata(category, 'Playfield Games');
    expect(meta.title).toMatch(/ \| Playfield Games$/);
    expect(meta.description.length).toBeGreaterThan(0);
    expect(meta.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(meta.keywords).not.toBe('');
    expect(meta.socialTitle).not.toBe('');
  });

  it('gives each gallery its own title', () => {
    const titles = CATEGORIES.map((c) => galleryMetadata(c, 'X').title);
    expect(new Set(titles).size).toBe(CATEGORIES.length);
  });

  it('describes the home gallery with the number of games', () => {
    expect(homeMetadata('Playfield Games').description).toContain(`${GAMES.length} free`);
  });
});
