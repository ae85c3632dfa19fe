import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { CATEGORIES, categoryByKey, categoryBySlug, type CategoryKey } from '../catalog/categories';
import { GalleryPage } from './GalleryPage';

/** SPEC §3 category membership, copied verbatim ('causal' included), in gallery order. */
const SPEC_TABLE: readonly [string, string[]][] = [
  ['word-search', ['puzzle', 'word', 'educational']],
  ['sudoku', ['puzzle', 'educational', 'logic']],
  ['brainvita', ['logic']],
  ['tic-tac-toe', ['skill', 'casual', 'puzzle']],
  ['arithmetic-game', ['puzzle', 'educational', 'logic']],
  ['word-match', ['skill', 'word', 'puzzle', 'casual', 'educational']],
  ['sequence-game', ['logic', 'educational']],
  ['memory-game', ['logic', 'casual']],
  ['flexibility-game', ['logic', 'educational']],
  ['number-connect', ['skill', 'casual']],
  ['word-boss-game', ['skill', 'word', 'educational']],
  ['kakuro-cross-sums', ['puzzle', 'logic']],
  ['merge-and-double', ['puzzle', 'skill', 'casual']],
  ['cross-sums', ['puzzle', 'logic']],
  ['quiz-master-game', ['casual', 'educational']],
  ['reversi-game', ['logic', 'casual']],
  ['one-line-draw', ['puzzle', 'skill']],
  ['sequent-number-game', ['logic', 'puzzle', 'educational']],
  ['2048', ['puzzle', 'skill', 'casual']],
  ['crossclimb-game', ['puzzle', 'word', 'educational']],
  ['queens-game', ['logic']],
  ['zip-game', ['casual', 'skill']],
  ['tango-game', ['logic']],
  ['binairo-game', ['logic', 'puzzle']],
  ['connections-game', ['word', 'educational', 'casual']],
  ['domino-merge-game', ['casual', 'skill']],
  ['chess', ['skill', 'logic']],
  ['popular-words', ['word', 'educational', 'casual', 'logic']],
  ['the-black', ['puzzle', 'skill', 'logic']],
  ['the-grid', ['puzzle', 'skill', 'logic']],
  ['word-scrabble', ['word', 'logic', 'puzzle']],
  ['matching-card', ['skill', 'puzzle', 'causal']],
  ['quartiles', ['word', 'logic', 'puzzle', 'educational']],
  ['falling-stars', ['skill', 'causal']],
  ['word-scramble', ['word', 'logic', 'educational']],
];

const SPEC_COUNTS: Record<Exclude<CategoryKey, 'all'>, number> = { puzzle: 18, logic: 20, skill: 14, word: 9, casual: 12, educational: 14 };

const specGames = (key: CategoryKey) => SPEC_TABLE.filter(([, cats]) => key === 'all' || cats.includes(key)).map(([name]) => name);

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
  it('shows the 35 games on the home gallery in spec order', () => {
    renderGallery('all');
    expect(cardNames()).toEqual(specGames('all'));
    expect(cardNames()).toHaveLength(35);
  });

  it.each(categoryKeys)('shows exactly the spec games in %s, in gallery order', (key) => {
    renderGallery(key);
    expect(cardNames()).toEqual(specGames(key));
    expect(cardNames()).toHaveLength(SPEC_COUNTS[key as keyof typeof SPEC_COUNTS]);
  });

  it('keeps matching-card and falling-stars out of casual because of the "causal" spelling', () => {
    renderGallery('casual');
    expect(cardNames()).toEqual([
      'tic-tac-toe',
      'word-match',
      'memory-game',
      'number-connect',
      'merge-and-double',
      'quiz-master-game',
      'reversi-game',
      '2048',
      'zip-game',
      'connections-game',
      'domino-merge-game',
      'popular-words',
    ]);
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
    expect(images).toHaveLength(35);
    images.forEach((img, index) => {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('loading', index < 6 ? 'eager' : 'lazy');
      if (index < 2) expect(img).toHaveAttribute('fetchpriority', 'high');
      else expect(img).not.toHaveAttribute('fetchpriority');
    });
  });

  it('places the category bar after the grid on the home gallery of 35 games', () => {
    renderGallery('all');
    const bar = screen.getByRole('navigation', { name: 'Game categories' });
    expect(bar).not.toHaveClass('category-bar--sticky');
  });

  it.each(categoryKeys)('makes the category bar sticky on %s, which has 21 or fewer games', (key) => {
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
    expect(cardNames()).toEqual(specGames('word'));

    await user.click(screen.getByRole('link', { name: 'All Games' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Games');
    expect(cardNames()).toHaveLength(35);
  });
});
