import fs from 'node:fs';
import path from 'node:path';
import { cardArtProblems } from '@games/shared/build/card-art.js';
import { CATEGORIES } from '../../host/src/catalog/categories';
import { titleFromSlug } from '../../host/src/catalog/catalog';
import { CATEGORY_DESCRIPTIONS, type DescribedCategoryKey } from '../../host/src/gallery/category-descriptions';
import { readGameFolders } from './game-descriptors';

// The catalogue as the games state it (each game's record in its remotes/<slug>/game.descriptor.ts, its art
// beside it): what has to hold for any set of games, so adding or retiring a game changes no test.
const games = readGameFolders();
const records = games.map(({ descriptor, catalog }) => ({ slug: descriptor.slug, ...catalog }));
const gallery = records.filter((record) => !record.hidden);

describe('the catalogue the games publish', () => {
  it('gives every game an id of its own', () => {
    const ids = records.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(records.map((record) => [record.slug, record] as const))("%s: a URL-safe slug, and a title that reads as it (SPEC §2)", (slug, record) => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(record.title).toBe(titleFromSlug(slug));
  });

  it.each(games.map(({ dir, descriptor, catalog }) => [descriptor.slug, dir, catalog.image] as const))(
    '%s: its card art is beside the descriptor, plain SVG of the size the record states, within the byte limit',
    (_slug, dir, image) => {
      expect(cardArtProblems(dir, image)).toEqual([]);
    },
  );

  it('says what each picture shows, each in its own words, and tells each game in its own description and tagline', () => {
    for (const texts of [records.map((r) => r.image.alt), records.map((r) => r.metadata.description), records.map((r) => r.tagline)]) {
      for (const text of texts) expect(text.length).toBeGreaterThan(10);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('files every gallery game under a category the gallery shows, or the kept misspelling', () => {
    const known = new Set<string>([...CATEGORIES.map((c) => c.key), 'causal']);
    for (const record of gallery) {
      expect(record.categories.some((category) => CATEGORIES.some((c) => c.key === category))).toBe(true);
      for (const category of record.categories) expect(known).toContain(category);
    }
  });

  it('fills every category with games that have a release to play', () => {
    for (const category of CATEGORIES.filter((c) => c.key !== 'all')) {
      const members = gallery.filter((record) => record.categories.includes(category.key as (typeof record.categories)[number]));
      expect(members.length).toBeGreaterThan(0);
      // Each member is a game folder that builds (its webpack config) into a release with a version.
      for (const member of members) {
        const { dir } = games.find((game) => game.descriptor.slug === member.slug)!;
        expect(fs.existsSync(path.join(dir, 'webpack.config.js'))).toBe(true);
        expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version).toMatch(/^\d+\.\d+\.\d+/);
      }
    }
  });

  it('mixes card heights so the gallery reads as masonry', () => {
    expect(new Set(gallery.map((record) => record.image.height)).size).toBeGreaterThanOrEqual(3);
  });
});

describe("the host's category descriptions", () => {
  function escapeRegExp(text: string): string {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }

  it.each(Object.keys(CATEGORY_DESCRIPTIONS) as DescribedCategoryKey[])('%s names several of its own games and none from outside it', (key) => {
    const text = [...CATEGORY_DESCRIPTIONS[key].paragraphs, ...CATEGORY_DESCRIPTIONS[key].highlights].join('\n');
    const named = gallery.filter((record) => new RegExp(`\\b${escapeRegExp(record.title)}\\b`).test(text));
    expect(named.length).toBeGreaterThanOrEqual(5);
    expect(named.filter((record) => !record.categories.includes(key)).map((record) => record.slug)).toEqual([]);
  });
});
