import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { FavouriteButton } from './FavouriteButton';
import { resetFavouritesForTests } from './useFavourites';

const KEY = 'games:favourites';

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesForTests();
  setPageCatalog(FIXTURE_CATALOG);
});

describe('FavouriteButton', () => {
  it('adds and removes the game, saying which, and every heart of that game follows', () => {
    render(
      <>
        <FavouriteButton slug="sudoku" title="Sudoku" place="card" />
        <FavouriteButton slug="sudoku" title="Sudoku" place="header" />
      </>,
    );
    const [card, header] = screen.getAllByRole('button', { name: 'Add Sudoku to favourites' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(card);
    expect(screen.getAllByRole('button', { name: 'Remove Sudoku from favourites' })).toHaveLength(2);
    expect(header).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ v: 1, data: ['sudoku'] });
    fireEvent.click(header);
    expect(screen.getAllByRole('button', { name: 'Add Sudoku to favourites' })).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ v: 1, data: [] });
  });

  it('follows a change made in another tab', () => {
    render(<FavouriteButton slug="2048" title="2048" place="card" />);
    window.localStorage.setItem(KEY, JSON.stringify({ v: 1, data: ['2048'] }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByRole('button', { name: 'Remove 2048 from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is drawn off on the server, whatever is saved, so hydration matches', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ v: 1, data: ['sudoku'] }));
    const html = renderToString(<FavouriteButton slug="sudoku" title="Sudoku" place="card" />);
    expect(html).toContain('aria-pressed="false"');
  });

  it('shows no favourite for a corrupt saved value, and still works', () => {
    window.localStorage.setItem(KEY, '{"v":1,"data":');
    render(<FavouriteButton slug="sudoku" title="Sudoku" place="card" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Sudoku to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Sudoku from favourites' })).toBeInTheDocument();
  });
});
