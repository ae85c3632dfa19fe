import { Link } from 'react-router-dom';
import { CATEGORIES, categoryPath, type CategoryKey } from '../catalog/categories';
import './CategoryBar.css';

export interface CategoryBarProps {
  /** The category whose gallery is shown; its button is marked as the current page. */
  selected: CategoryKey;
  /** Stick to the bottom of the screen (short galleries) instead of sitting after the grid. */
  sticky: boolean;
}

/** The row of category buttons: All Games and the six categories, each with its icon. */
export function CategoryBar({ selected, sticky }: CategoryBarProps) {
  return (
    <nav className={sticky ? 'category-bar category-bar--sticky' : 'category-bar'} aria-label="Game categories">
      <ul className="category-bar__list">
        {CATEGORIES.map((category) => {
          const isSelected = category.key === selected;
          return (
            <li key={category.key} className="category-bar__item">
              <Link
                to={categoryPath(category)}
                className={isSelected ? 'category-bar__link category-bar__link--selected' : 'category-bar__link'}
                aria-current={isSelected ? 'page' : undefined}
              >
                <img className="category-bar__icon" src={category.icon} alt="" width={28} height={28} />
                <span>{category.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
