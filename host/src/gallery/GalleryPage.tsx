import { useEffect, type CSSProperties } from 'react';
import { type Category, categoryPath } from '../catalog/categories';
import { gamesInCategory } from '../catalog/catalog';
import { useCatalog } from '../catalog/page-catalog';
import { galleryMetadata } from '../catalog/metadata';
import { portalConfig } from '../app/config';
import { PageHead } from '../app/PageHead';
import { cardImageLoading } from './card-image-loading';
import { CategoryBar } from './CategoryBar';
import { CategoryDescription } from './CategoryDescription';
import { isCategoryBarSticky } from './category-bar-placement';
import { GameCard } from './GameCard';
import { HomeHub } from '../today/HomeHub';
import { artRows } from './masonry-rows';
import { firstScreenGameSlugs, warmFirstScreenWhenIdle } from '../game/warm-first-screen';
import './GalleryPage.css';

export interface GalleryPageProps {
  /** The selected category; 'all' for the home gallery at /. */
  category: Category;
}

/** Home and category galleries: heading, masonry grid of cards, category bar and, on category paths, the description. */
export function GalleryPage({ category }: GalleryPageProps) {
  const games = gamesInCategory(useCatalog(), category.key);
  const metadata = galleryMetadata(category, portalConfig().siteName, games.length);
  const headingId = 'gallery-heading';
  // The games on the first screen load in idle time after the page, so their click only mounts them.
  useEffect(() => warmFirstScreenWhenIdle(() => firstScreenGameSlugs(document.querySelector('main') ?? document, window.innerHeight)), [category.key]);
  return (
    <div className="page gallery">
      <PageHead
        title={metadata.title}
        description={metadata.description}
        path={categoryPath(category)}
        socialTitle={metadata.socialTitle}
        keywords={metadata.keywords}
      />
      <header className="gallery__header">
        <h1 id={headingId} className="gallery__heading">
          {category.heading}
        </h1>
        <p className="gallery__lead">{games.length} free games to play in your browser. No sign-up, no download.</p>
      </header>
      {category.key === 'all' ? <HomeHub /> : null}
      <ul className="gallery__grid" aria-labelledby={headingId}>
        {games.map((game, index) => {
          const loading = cardImageLoading(index);
          // The rows the art spans, from its recorded size: GalleryPage.css turns it into the card's span.
          const masonry = { '--art-rows': artRows(game.image) } as CSSProperties;
          return (
            <li key={game.slug} className="gallery__item" style={masonry}>
              <GameCard game={game} eager={loading.eager} highPriority={loading.highPriority} />
            </li>
          );
        })}
      </ul>
      <CategoryBar selected={category.key} sticky={isCategoryBarSticky(games.length)} />
      {category.key !== 'all' ? <CategoryDescription category={category} /> : null}
    </div>
  );
}
