import { existsSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { GAMES, HIDDEN_GAMES } from './games';
import { GAME_IMAGES, gameImage } from './images';

const PUBLIC_DIR = join(__dirname, '..', '..', 'public');
const fileOf = (src: string) => join(PUBLIC_DIR, ...src.split('/').filter(Boolean));

/** width/height attributes of the root <svg> element. */
function svgSize(file: string): { width: number; height: number; viewBox: string } {
  const text = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1] ?? '';
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox') };
}

const ALL = [...GAMES.map((g) => g.slug), ...HIDDEN_GAMES];

describe('game card images', () => {
  it('has an entry for every gallery game and for path-puzzle-game', () => {
    for (const g of GAMES) {
      expect(gameImage(g.slug)).toBe(g.image);
      expect(g.image.src).toBe(`/images/games/${g.slug}.svg`);
    }
    expect(gameImage('path-puzzle-game')?.src).toBe('/images/games/path-puzzle-game.svg');
    expect(Object.keys(GAME_IMAGES).sort()).toEqual([...ALL].sort());
    expect(gameImage('no-such-game')).toBeUndefined();
  });

  it.each(ALL)('%s: the file exists, is small and its size matches the entry', (slug) => {
    const image = GAME_IMAGES[slug];
    const file = fileOf(image.src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(12 * 1024);
    const size = svgSize(file);
    expect({ width: size.width, height: size.height }).toEqual({ width: image.width, height: image.height });
    expect(size.viewBox).toBe(`0 0 ${image.width} ${image.height}`);
  });

  it('uses plain, self-contained SVG', () => {
    for (const slug of ALL) {
      const text = readFileSync(fileOf(GAME_IMAGES[slug].src), 'utf8');
      expect(text).not.toMatch(/<script|<image|<foreignObject|@import|https?:\/\/(?!www\.w3\.org)/i);
    }
  });

  it('has non-empty, distinct alt texts', () => {
    const alts = ALL.map((slug) => GAME_IMAGES[slug].alt.trim());
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('mixes card heights so the gallery reads as masonry', () => {
    const heights = new Set(GAMES.map((g) => g.image.height));
    expect(heights.size).toBeGreaterThanOrEqual(3);
  });
});

describe('category icons and logo', () => {
  it.each(['all', 'puzzle', 'logic', 'skill', 'word', 'casual', 'educational'])('%s icon exists', (key) => {
    const file = join(PUBLIC_DIR, 'images', 'categories', `${key}.svg`);
    expect(existsSync(file)).toBe(true);
    expect(svgSize(file).viewBox).toBe('0 0 24 24');
  });

  it('logo and favicon exist', () => {
    expect(existsSync(join(PUBLIC_DIR, 'images', 'logo.svg'))).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, 'favicon.svg'))).toBe(true);
  });
});
