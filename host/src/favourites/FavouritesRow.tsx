import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { gameRecord, type GameRecord } from '../catalog/catalog';
import { useCatalog } from '../catalog/page-catalog';
import { useImageRetry } from '../app/use-image-retry';
import { useFavourites } from './useFavourites';
import './FavouritesRow.css';

/**
 * 'Your favourites' on the home gallery: the player's favourite games, newest first, in a row that scrolls
 * sideways. Nothing when there are none, and nothing on the server (it cannot know them).
 */
export function FavouritesRow() {
  const { pathname } = useLocation();
  const headingId = useId();
  const catalog = useCatalog();
  const { slugs } = useFavourites();
  const games = slugs.map((slug) => gameRecord(catalog, slug)).filter((game): game is GameRecord => game !== undefined);
  if (pathname !== '/' || games.length === 0) return null;
  return (
    <section className="favourites-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="favourites-row__heading">
        Your favourites
      </h2>
      <ul className="favourites-row__list">
        {games.map((game) => (
          <li key={game.slug} className="favourites-row__item">
            <Link to={`/game/${game.slug}`} className="favourites-row__link">
              <FavouritePicture game={game} />
              <span className="favourites-row__title">{game.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The game's art as a thumbnail (decorative: the title names the game), asked for again if it fails. */
function FavouritePicture({ game }: { game: GameRecord }) {
  const picture = useImageRetry(game.image.src);
  return <img className="favourites-row__image" src={picture.src} onError={picture.onError} width={48} height={48} alt="" decoding="async" />;
}
