import { useLocation } from 'react-router-dom';
import { gameRecord, type GameRecord } from '../catalog/catalog';
import { useCatalog } from '../catalog/page-catalog';
import { CompactGameRow } from '../today/CompactGameRow';
import { useFavourites } from './useFavourites';

/**
 * 'Your favourites' on the home gallery: the player's favourite games, newest first, in a row that scrolls
 * sideways. Nothing when there are none, and nothing on the server (it cannot know them).
 */
export function FavouritesRow() {
  const { pathname } = useLocation();
  const catalog = useCatalog();
  const { slugs } = useFavourites();
  const games = slugs.map((slug) => gameRecord(catalog, slug)).filter((game): game is GameRecord => game !== undefined);
  if (pathname !== '/' || games.length === 0) return null;
  return <CompactGameRow heading="Your favourites" items={games.map((game) => ({ game, href: `/game/${game.slug}` }))} className="favourites-row" />;
}
