import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FIXTURE_CATALOG } from '../../catalog/catalog.fixture';
import { setPageCatalog } from '../../catalog/page-catalog';
import { MoreGames } from './MoreGames';

// The registry lists every gallery game but two that are not released yet.
const GAMES = FIXTURE_CATALOG.gallery;
const UNRELEASED = ['queens-game', 'logic-game-3'];
let released: ReadonlySet<string> | null = new Set(GAMES.map((game) => game.slug).filter((slug) => !UNRELEASED.includes(slug)));
jest.mock('../../game/use-released-games', () => ({ useReleasedGames: () => released }));

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
  beforeEach(() => setPageCatalog(FIXTURE_CATALOG));
  afterEach(() => {
    released = new Set(GAMES.map((game) => game.slug).filter((slug) => !UNRELEASED.includes(slug)));
  });

  it('suggests only games the registry lists (issue 21: no game that cannot be played)', () => {
    for (let round = 0; round < 40; round += 1) {
      const { unmount } = renderStrip('/faq');
      const slugs = suggestionLinks().map((link) => link.getAttribute('href')!.replace('/game/', ''));
      expect(slugs.filter((slug) => UNRELEASED.includes(slug))).toEqual([]);
      unmount();
    }
    released = new Set(['2048', 'chess', 'sudoku']);
    renderStrip('/game/chess', 'chess');
    expect(suggestionLinks().map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/game/2048', '/game/sudoku']));
    expect(suggestionLinks()).toHaveLength(2);
  });

  it('shows nothing while the registry is unknown or unreadable', () => {
    released = null;
    renderStrip('/faq');
    expect(screen.queryByRole('region', { name: 'More Games You Might Like' })).not.toBeInTheDocument();
  });

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

  it("labels each link with the game's title and shows its lazy card image", () => {
    renderStrip('/faq');
    for (const link of suggestionLinks()) {
      const slug = link.getAttribute('href')!.replace('/game/', '');
      expect(GAMES.map((g) => g.slug)).toContain(slug);
      expect(link).toHaveTextContent(GAMES.find((game) => game.slug === slug)!.title);
      const image = link.querySelector('img')!;
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('labels a suggestion with its title, such as Word Search', () => {
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
