import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCatalog } from '../catalog/page-catalog';
import { warmGame } from '../game/warm-game';
import { searchGames, type GameHit } from './search-games';
import './GameSearch.css';

/**
 * The header's search: typing lists the gallery's games whose name, category or tagline match (the page's
 * own catalogue: no request); ↑ ↓ pick one, Enter opens it (the first without picking), Escape closes the
 * list, then clears the box. An ARIA 1.2 combobox with a listbox popup.
 */
export function GameSearch() {
  const { gallery } = useCatalog();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-games`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hits = useMemo(() => searchGames(gallery, query), [gallery, query]);
  const showing = open && query.trim() !== '';
  const optionId = (index: number) => `${id}-game-${index}`;

  const choose = (hit: GameHit | undefined) => {
    if (!hit) return;
    setQuery('');
    setOpen(false);
    setActive(-1);
    navigate(`/game/${hit.game.slug}`);
  };
  const pick = (index: number) => {
    setActive(index);
    // The game the player is about to open starts loading while they decide.
    if (hits[index]) warmGame(hits[index].game.slug);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      pick(active < 0 ? (step > 0 ? 0 : hits.length - 1) : (active + step + hits.length) % hits.length);
    } else if (event.key === 'Escape') {
      if (showing) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      className="game-search"
      onSubmit={(event) => {
        event.preventDefault();
        choose(hits[active] ?? hits[0]);
      }}
    >
      <label htmlFor={`${id}-box`} className="visually-hidden">
        Search games
      </label>
      <svg className="game-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M10.5 4a6.5 6.5 0 0 1 5.18 10.43l4.45 4.44-1.42 1.42-4.44-4.45A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" fill="currentColor" />
      </svg>
      <input
        id={`${id}-box`}
        className="game-search__box"
        type="search"
        role="combobox"
        placeholder="Search games"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-autocomplete="list"
        aria-expanded={showing && hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Games found" className="game-search__list" hidden={!showing || hits.length === 0}>
        {showing &&
          hits.map((hit, index) => (
            <li
              key={hit.game.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="game-search__option"
              // Keeps focus in the box, so the click is not lost to its blur closing the list.
              onMouseDown={(event) => event.preventDefault()}
              onPointerEnter={() => pick(index)}
              onClick={() => choose(hit)}
            >
              <span className="game-search__title">{hit.game.title}</span>
              <span className="game-search__detail">{hit.game.tagline}</span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showing ? (hits.length ? `${hits.length} ${hits.length === 1 ? 'game' : 'games'} found` : `No game matches “${query.trim()}”`) : ''}
      </p>
      {showing && hits.length === 0 && (
        <p className="game-search__none" aria-hidden="true">
          No game matches “{query.trim()}”
        </p>
      )}
    </form>
  );
}
