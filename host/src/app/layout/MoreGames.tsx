import { useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { GAMES, titleFromSlug } from '../../catalog/games';
import type { GameImage } from '../../catalog/images';
import { useImageRetry } from '../use-image-retry';
import { pickSuggestions } from './pickSuggestions';
import './MoreGames.css';

/** How many games the strip suggests (SPEC §9). */
export const SUGGESTION_COUNT = 6;

export interface MoreGamesProps {
  /** Slug of the game on screen, so it is not suggested to itself. */
  excludeSlug?: string;
}

/** 'More Games You Might Like': six random gallery games, shown under every page except /. */
export function MoreGames({ excludeSlug }: MoreGamesProps) {
  const { pathname } = useLocation();
  const headingId = useId();
  // Drawn once per path and excluded game, so re-renders do not reshuffle the strip;
  // pathname is listed on purpose to redraw after each navigation.
  const suggestions = useMemo(
    () => pickSuggestions(GAMES, excludeSlug, SUGGESTION_COUNT, Math.random),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pathname is not read: it is there to redraw on navigation
    [excludeSlug, pathname],
  );

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
                <span className="more-games__label">{titleFromSlug(game.slug)}</span>
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
