import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { CATEGORIES, categoryByKey, categoryBySlug, type CategoryKey } from '../catalog/categories';
import { FIXTURE_CATALOG, FIXTURE_RECORDS, fixtureRecord } from '../catalog/catalog.fixture';
import { mergeRegistryRecords, setPageCatalog } from '../catalog/page-catalog';
import { GalleryPage } from './GalleryPage';

// Any catalogue: the fixture's games, listed out of id order, with the 'causal' misspelling and a hidden game.
beforeEach(() => setPageCatalog(FIXTURE_CATALOG));

/** The fixture's gallery games of a category, in id order, computed from the records themselves. */
const expectedGames = (key: CategoryKey) =>
  Object.entries(FIXTURE_RECORDS)
    .filter(([, record]) => !record.hidden && (key === 'all' || record.categories.includes(key)))
    .sort(([, a], [, b]) => a.id - b.id)
    .map(([slug]) => slug);

const categoryKeys = CATEGORIES.filter((c) => c.key !== 'all').map((c) => c.key);

function renderGallery(key: CategoryKey) {
  const category = categoryByKey(key);
  return render(
    <MemoryRouter initialEntries={[`/${category.slug}`]}>
      <GalleryPage category={category} />
    </MemoryRouter>,
  );
}

/** Game names of the cards in DOM order, read from their links. */
function cardNames(): string[] {
  const grid = screen.getAllByRole('list')[0];
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!.replace('/game/', ''));
}

describe('GalleryPage', () => {
  it('shows every gallery game of the catalogue on the home gallery, by id, and not the hidden one', () => {
    renderGallery('all');
    expect(cardNames()).toEqual(expectedGames('all'));
    expect(cardNames().slice(0, 3)).toEqual(['word-search', 'sudoku', 'tic-tac-toe']);
    expect(cardNames()).not.toContain('path-puzzle-game');
    expect(screen.getByText(`${expectedGames('all').length} free games to play in your browser. No sign-up, no download.`)).toBeInTheDocument();
  });

  it.each(categoryKeys)('shows exactly the games filed under %s, in gallery order', (key) => {
    renderGallery(key);
    expect(cardNames()).toEqual(expectedGames(key));
  });

  it('keeps matching-card and falling-stars out of casual because of the "causal" spelling', () => {
    renderGallery('casual');
    expect(cardNames()).toEqual(['tic-tac-toe', '2048']);
  });

  it('lists matching-card and falling-stars under skill', () => {
    renderGallery('skill');
    expect(cardNames()).toEqual(expect.arrayContaining(['matching-card', 'falling-stars']));
  });

  it.each(CATEGORIES.map((c) => [c.key, c.heading] as const))('%s has the single h1 "%s"', (key, heading) => {
    renderGallery(key);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(heading);
  });

  it('shows no category description on the home gallery', () => {
    renderGallery('all');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each(categoryKeys)('shows the category description on %s', (key) => {
    renderGallery(key);
    const region = screen.getByRole('region');
    expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('links each card to its game page with a "Play" name', () => {
    renderGallery('all');
    const link = screen.getByRole('link', { name: 'Play Word Search' });
    expect(link).toHaveAttribute('href', '/game/word-search');
    expect(screen.getByRole('link', { name: 'Play 2048' })).toHaveAttribute('href', '/game/2048');
  });

  it('gives every card image a size and alt text, loading the first cards eagerly and the rest lazily', () => {
    renderGallery('all');
    const grid = screen.getAllByRole('list')[0];
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(expectedGames('all').length);
    images.forEach((img, index) => {
      // The record's art, at its intrinsic size, from where the release serves it.
      const record = FIXTURE_RECORDS[expectedGames('all')[index]];
      expect(img).toHaveAttribute('src', record.image.src);
      expect(Number(img.getAttribute('width'))).toBe(record.image.width);
      expect(Number(img.getAttribute('height'))).toBe(record.image.height);
      expect(img).toHaveAttribute('alt', record.image.alt);
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('loading', index < 6 ? 'eager' : 'lazy');
      if (index < 2) expect(img).toHaveAttribute('fetchpriority', 'high');
      else expect(img).not.toHaveAttribute('fetchpriority');
    });
  });

  it('places the category bar after the grid on a home gallery of more than 21 games', () => {
    expect(expectedGames('all').length).toBeGreaterThan(21);
    renderGallery('all');
    const bar = screen.getByRole('navigation', { name: 'Game categories' });
    expect(bar).not.toHaveClass('category-bar--sticky');
  });

  it.each(categoryKeys)('makes the category bar sticky on %s, which has 21 or fewer games', (key) => {
    expect(expectedGames(key).length).toBeLessThanOrEqual(21);
    renderGallery(key);
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toHaveClass('category-bar--sticky');
  });

  it('sets the page title from the gallery metadata', () => {
    renderGallery('puzzle');
    expect(document.title).toBe('Free Online Puzzle Games | Playfield Games');
  });
});

describe('navigating between galleries', () => {
  function GalleryForSlug() {
    const { categorySlug = '' } = useParams();
    const category = categoryBySlug(categorySlug);
    return category ? <GalleryPage category={category} /> : null;
  }

  it('filters by the clicked category and returns to all games', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<GalleryPage category={categoryByKey('all')} />} />
          <Route path="/:categorySlug" element={<GalleryForSlug />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Word Games' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Word Games');
    expect(cardNames()).toEqual(expectedGames('word'));

    await user.click(screen.getByRole('link', { name: 'All Games' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Games');
    expect(cardNames()).toEqual(expectedGames('all'));
  });

  it('draws a game the registry adds after the page was served', () => {
    renderGallery('all');
    act(() => mergeRegistryRecords({ minesweeper: { catalog: fixtureRecord('minesweeper', 40, ['puzzle', 'logic']) } }));
    expect(cardNames().at(-1)).toBe('minesweeper');
    expect(screen.getByRole('link', { name: 'Play Minesweeper' })).toBeVisible();
  });
});
