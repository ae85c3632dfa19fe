import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useImageRetry } from '../app/use-image-retry';
import type { PlayerGame } from './today-model';
import type { GameRecord } from '../catalog/catalog';
import './CompactGameRow.css';

export interface CompactGameRowProps {
  heading: string;
  items: readonly PlayerGame[];
  className?: string;
}

/** A headed row of small game links (thumbnail, title, a detail line) that scrolls sideways: home's player rows. */
export function CompactGameRow({ heading, items, className }: CompactGameRowProps) {
  const headingId = useId();
  return (
    <section className={['compact-row', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="compact-row__heading">
        {heading}
      </h2>
      <ul className="compact-row__list">
        {items.map((item) => (
          <li key={item.game.slug} className="compact-row__item">
            <Link to={item.href} className="compact-row__link">
              <Thumbnail game={item.game} />
              <span className="compact-row__text">
                <span className="compact-row__title">
                  {item.game.title}
                  {item.detail ? <span className="visually-hidden">, </span> : null}
                </span>
                {item.detail ? <span className="compact-row__detail">{item.detail}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The game's art as a thumbnail (decorative: the title names the game), asked for again if it fails. */
function Thumbnail({ game }: { game: GameRecord }) {
  const picture = useImageRetry(game.image.src);
  return <img className="compact-row__image" src={picture.src} onError={picture.onError} width={48} height={48} alt="" decoding="async" />;
}
