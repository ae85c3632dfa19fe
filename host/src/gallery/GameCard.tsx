import { Link } from 'react-router-dom';
import type { GameRecord } from '../catalog/catalog';
import { useImageRetry } from '../app/use-image-retry';
import { useWarmOnIntent } from '../game/use-warm-on-intent';
import { FavouriteButton } from '../favourites/FavouriteButton';
import './GameCard.css';

export interface GameCardProps {
  game: GameRecord;
  /** Load the image right away: for cards in the first screen. Others load lazily. */
  eager?: boolean;
  /** Fetch the image before others: for the first cards, which are likely the largest paint. */
  highPriority?: boolean;
}

/** One gallery tile: the game's art and title, linking to its page, and a heart over the art's corner. */
export function GameCard({ game, eager = false, highPriority = false }: GameCardProps) {
  const { title, image } = game;
  const picture = useImageRetry(image.src);
  // Resting on, touching or focusing a card starts loading its game, so the click only has to show it.
  const warm = useWarmOnIntent(game.slug);
  return (
    // The heart is the link's sibling (a button inside a link is invalid HTML), laid over the card's corner.
    <div className="game-card-frame">
      <Link to={`/game/${game.slug}`} className="game-card" aria-label={`Play ${title}`} {...warm}>
      <span className="game-card__media">
        <img
          className="game-card__image"
          src={picture.src}
          onError={picture.onError}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={highPriority ? 'high' : undefined}
        />
        <span className="game-card__play">
          <PlayIcon />
        </span>
      </span>
      <span className="game-card__title">{title}</span>
      </Link>
      <FavouriteButton slug={game.slug} title={title} place="card" />
    </div>
  );
}

function PlayIcon() {
  return (
    <svg className="game-card__play-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
    </svg>
  );
}
