import { useCatalog } from '../catalog/page-catalog';
import { FavouritesRow } from '../favourites/FavouritesRow';
import { PlayerRows } from './PlayerRows';
import { TodaySection } from './TodaySection';
import { useGamesProgress } from './useGamesProgress';

/**
 * What home shows above the gallery for the player, with no account: today's dailies and streaks, the games
 * to continue and played lately (from the progress the games publish), and the player's favourites.
 */
export function HomeHub() {
  const catalog = useCatalog();
  const games = useGamesProgress(catalog.games.map((game) => game.slug));
  return (
    <>
      <TodaySection gallery={catalog.gallery} games={games} />
      <PlayerRows catalog={catalog.gallery} games={games} />
      <FavouritesRow />
    </>
  );
}
