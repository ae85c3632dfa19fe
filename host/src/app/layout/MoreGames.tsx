import { useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { GameImage } from '../../catalog/catalog';
import { useCatalog } from '../../catalog/page-catalog';
import { useReleasedGames } from '../../game/use-released-games';
import { useImageRetry } from '../use-image-retry';
import { pickSuggestions } from './pickSuggestions';
import './MoreGames.css';

/** How many games the strip suggests (SPEC §9). */
export const SUGGESTION_COUNT = 6;

export interface MoreGamesProps {
  /** Slug of the game on screen, so it is not suggested to itself. */
  excludeSlug?: string;
}

/**
 * 'More Games You Might Like': six random gallery games that can be played now (the registry lists them),
 * shown under every page except /. Nothing shows until the registry is known, and nothing if it cannot be read.
 */
export function MoreGames({ excludeSlug }: MoreGamesProps) {
  const { pathname } = useLocation();
  const headingId = useId();
  const released = useReleasedGames();
  const { gallery } = useCatalog();
  // Drawn once per path and excluded game, so re-renders do not reshuffle the strip;
  // pathname is listed on purpose to redraw after each navigation.
  const suggestions = useMemo(
    () => (released ? pickSuggestions(gallery.filter((game) => released.has(game.slug)), excludeSlug, SUGGESTION_COUNT, Math.random) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pathname is not read: it is there to redraw on navigation
    [released, gallery, excludeSlug, pathname],
  );
  if (suggestions.length === 0) return null;

  return (
    <section className="more-games" aria-labelledby={headingId}>
      <h2 id={headingId} className="more-games__heading">
        More Games You Might Like
      </h2>
      <ul className="more-games__grid">
        {suggestions.map((game) => {
          return (
            <li key={game.slug}>
              <Link to={`/game/${game.slug}`} className="more-games__card">
                <SuggestionPicture image={game.image} />
                <span className="more-games__label">{game.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A suggestion's art (decorative: the label names the game), asked for again if it fails. */
function SuggestionPicture({ image }: { image: GameImage }) {
  const picture = useImageRetry(image.src);
  return (
    <img
      className="more-games__image"
      src={picture.src}
      onError={picture.onError}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
