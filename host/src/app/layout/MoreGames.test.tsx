import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GAMES, titleFromSlug } from '../../catalog/games';
import { MoreGames } from './MoreGames';

function renderStrip(path: string, excludeSlug?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MoreGames excludeSlug={excludeSlug} />
    </MemoryRouter>,
  );
}

function suggestionLinks() {
  const section = screen.getByRole('region', { name: 'More Games You Might Like' });
  return within(section).getAllByRole('link');
}

describe('MoreGames', () => {
  it("shows the heading and six game links that never include the current game", () => {
    for (let round = 0; round < 30; round += 1) {
      const { unmount } = renderStrip('/game/sudoku', 'sudoku');
      expect(screen.getByRole('heading', { level: 2, name: 'More Games You Might Like' })).toBeInTheDocument();
      const links = suggestionLinks();
      expect(links).toHaveLength(6);
      const hrefs = links.map((link) => link.getAttribute('href'));
      expect(new Set(hrefs).size).toBe(6);
      expect(hrefs).not.toContain('/game/sudoku');
      unmount();
    }
  });

  it('labels each link with the capitalised game title and shows its lazy card image', () => {
    renderStrip('/faq');
    for (const link of suggestionLinks()) {
      const slug = link.getAttribute('href')!.replace('/game/', '');
      expect(GAMES.map((g) => g.slug)).toContain(slug);
      expect(link).toHaveTextContent(titleFromSlug(slug));
      const image = link.querySelector('img')!;
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('uses titleFromSlug labels such as Word Search', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    renderStrip('/faq');
    random.mockRestore();
    expect(suggestionLinks()[0]).toHaveTextContent('Word Search');
    expect(suggestionLinks()[0]).toHaveAttribute('href', '/game/word-search');
  });

  it('keeps the same suggestions across re-renders of the same path', () => {
    const { rerender } = renderStrip('/game/chess', 'chess');
    const first = suggestionLinks().map((link) => link.getAttribute('href'));
    rerender(
      <MemoryRouter initialEntries={['/game/chess']}>
        <MoreGames excludeSlug="chess" />
      </MemoryRouter>,
    );
    expect(suggestionLinks().map((link) => link.getAttribute('href'))).toEqual(first);
  });
});
