import { useState } from 'react';
import { useFavourites } from './useFavourites';
import './FavouriteButton.css';

export interface FavouriteButtonProps {
  slug: string;
  title: string;
  /** Where it sits: over a gallery card's art, or in a game page's title row. */
  place: 'card' | 'header';
}

/** The heart: adds the game to the player's favourites or takes it out. */
export function FavouriteButton({ slug, title, place }: FavouriteButtonProps) {
  const { isFavourite, toggle } = useFavourites();
  const on = isFavourite(slug);
  // The heart pops when the player adds the game, not when a saved favourite is drawn after hydration.
  const [justAdded, setJustAdded] = useState(false);
  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${place}${justAdded && on ? ' favourite-button--just-added' : ''}`}
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      onClick={() => {
        setJustAdded(!on);
        toggle(slug);
      }}
      onAnimationEnd={() => setJustAdded(false)}
    >
      <span className="favourite-button__disc" aria-hidden="true">
        <svg className="favourite-button__heart" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2.1 0 3.6 1.2 4.9 2.9 1.3-1.7 2.8-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </span>
    </button>
  );
}
