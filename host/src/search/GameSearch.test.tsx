import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setPageCatalog } from '../catalog/page-catalog';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { GameSearch } from './GameSearch';

jest.mock('../game/warm-game', () => ({ warmGame: jest.fn() }));

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSearch() {
  setPageCatalog(FIXTURE_CATALOG);
  render(
    <MemoryRouter initialEntries={['/']}>
      <GameSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search games' });
}

describe('GameSearch', () => {
  it('lists the matching games as the player types, and opens the first with Enter', () => {
    const box = renderSearch();
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'sudo' } });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Sudoku');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.game-search [aria-live]')).toHaveTextContent(/found/);
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('path')).toHaveTextContent('/game/sudoku');
    expect(box).toHaveValue('');
  });

  it('moves through the list with the arrows and opens the one picked', () => {
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'e' } });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    const title = options[options.length - 1].querySelector('.game-search__title')!.textContent!;
    fireEvent.submit(box.closest('form')!);
    const slug = FIXTURE_CATALOG.gallery.find((game) => game.title === title)!.slug;
    expect(screen.getByTestId('path')).toHaveTextContent(`/game/${slug}`);
  });

  it('says when nothing matches, and Escape closes the list, then clears the box', () => {
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'zzqx' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.querySelector('.game-search [aria-live]')).toHaveTextContent('No game matches “zzqx”');
    fireEvent.change(box, { target: { value: 'sudoku' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sudoku');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('never lists a game hidden from the gallery', () => {
    const box = renderSearch();
    const hidden = FIXTURE_CATALOG.games.find((game) => !game.gallery)!;
    fireEvent.change(box, { target: { value: hidden.title } });
    for (const option of screen.queryAllByRole('option')) expect(option.querySelector('.game-search__title')!.textContent).not.toBe(hidden.title);
  });
});
