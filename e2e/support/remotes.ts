import type { CatalogRecord, GameDescriptor } from '@games/shared/contracts';
import type { CategoryKey } from '../../host/src/catalog/categories';
import { readGameFolders, REMOTES_DIR } from '../../scripts/catalog/game-descriptors';

// The games with a remote, found by their descriptors (remotes/<slug>/game.descriptor.ts), so the e2e
// drills and the benches cover a new game without a hand edit. Used by Playwright specs and, through tsx,
// by scripts/bench.

export { REMOTES_DIR };

const FOLDERS = readGameFolders();

/** The games of this checkout, by slug. */
export const GAME_DESCRIPTORS: readonly GameDescriptor[] = FOLDERS.map((folder) => folder.descriptor);

/** Each game's catalogue record, by slug. */
export const GAME_RECORDS: Readonly<Record<string, CatalogRecord>> = Object.fromEntries(FOLDERS.map((folder) => [folder.descriptor.slug, folder.catalog]));

export function descriptorFor(slug: string): GameDescriptor | undefined {
  return GAME_DESCRIPTORS.find((game) => game.slug === slug);
}

/** Where the drills open a game. */
export const drillPathOf = (game: GameDescriptor): string => game.e2ePath ?? `/game/${game.slug}`;

/**
 * The gallery games of this checkout (every one is deployed by `npm start`), in gallery order, from their own
 * records: the games a gallery (of one category, or all) must show.
 */
export function galleryGames(category: CategoryKey = 'all'): string[] {
  return Object.entries(GAME_RECORDS)
    .filter(([, record]) => !record.hidden && (category === 'all' || (record.categories as readonly string[]).includes(category)))
    .sort(([slugA, a], [slugB, b]) => a.id - b.id || slugA.localeCompare(slugB))
    .map(([slug]) => slug);
}
