import { pageCatalog } from '../catalog/page-catalog';

/**
 * Games to offer on the page of a game that is not released yet: gallery games the registry lists,
 * those sharing a category with the unreleased game first, then in gallery order.
 */
export function releasedGamesInstead(slug: string, released: Readonly<Record<string, unknown>>, limit = 4): string[] {
  const GAMES = pageCatalog().gallery;
  const categories = new Set(GAMES.find((game) => game.slug === slug)?.categories ?? []);
  const candidates = GAMES.filter((game) => game.slug !== slug && Object.hasOwn(released, game.slug));
  const related = candidates.filter((game) => game.categories.some((category) => categories.has(category)));
  const others = candidates.filter((game) => !related.includes(game));
  return [...related, ...others].slice(0, limit).map((game) => game.slug);
}
