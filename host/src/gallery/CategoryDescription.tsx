import type { Category } from '../catalog/categories';
import { categoryDescription } from './category-descriptions';
import './CategoryDescription.css';

export interface CategoryDescriptionProps {
  category: Category;
}

/** The text block about one category; renders nothing for the home gallery. */
export function CategoryDescription({ category }: CategoryDescriptionProps) {
  const text = categoryDescription(category.key);
  if (!text) return null;
  const headingId = `category-description-${category.key}`;
  return (
    <section className="category-description" aria-labelledby={headingId}>
      <h2 id={headingId} className="category-description__heading">
        {text.heading}
      </h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className="category-description__paragraph">
          {paragraph}
        </p>
      ))}
      <ul className="category-description__highlights">
        {text.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </section>
  );
}
