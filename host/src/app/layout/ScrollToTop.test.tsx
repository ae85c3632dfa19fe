import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function renderWithLinks(initialPath: string) {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <ScrollToTop />
      <Link to="/game/sudoku">Sudoku</Link>
      <Link to="/faq">FAQ</Link>
      <Link to="/faq?topic=ads">FAQ about ads</Link>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('scrolls instantly to the top on mount and on each path change', async () => {
    const user = userEvent.setup();
    renderWithLinks('/');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await user.click(screen.getByRole('link', { name: 'Sudoku' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('does not scroll again when only the query changes', async () => {
    const user = userEvent.setup();
    renderWithLinks('/faq');
    await user.click(screen.getByRole('link', { name: 'FAQ about ads' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
