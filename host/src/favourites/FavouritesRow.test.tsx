import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { FavouriteButton } from './FavouriteButton';
import { FavouritesRow } from './FavouritesRow';
import { resetFavouritesForTests } from './useFavourites';

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesForTests();
  setPageCatalog(FIXTURE_CATALOG);
});

function renderHome(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FavouritesRow />
      <FavouriteButton slug="sudoku" title="Sudoku" place="card" />
      <FavouriteButton slug="2048" title="2048" place="card" />
    </MemoryRouter>,
  );
}

describe('FavouritesRow', () => {
  it('shows nothing until the player has a favourite, then the favourites newest first', () => {
    renderHome();
    expect(screen.queryByRole('region', { name: 'Your favourites' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Sudoku to favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2048 to favourites' }));
    const row = screen.getByRole('region', { name: 'Your favourites' });
    expect(within(row).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2048', '/game/2048'],
      ['Sudoku', '/game/sudoku'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2048 from favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sudoku from favourites' }));
    expect(screen.queryByRole('region', { name: 'Your favourites' })).toBeNull();
  });

  it('leaves out games the catalogue does not know', () => {
    window.localStorage.setItem('games:favourites', JSON.stringify({ v: 1, data: ['retired-game', 'sudoku'] }));
    renderHome();
    expect(within(screen.getByRole('region', { name: 'Your favourites' })).getAllByRole('link')).toHaveLength(1);
  });

  it('is on the home gallery only', () => {
    window.localStorage.setItem('games:favourites', JSON.stringify({ v: 1, data: ['sudoku'] }));
    renderHome('/puzzle-games');
    expect(screen.queryByRole('region', { name: 'Your favourites' })).toBeNull();
  });
});
