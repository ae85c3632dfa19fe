import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GAMES, type GameEntry } from '../catalog/games';
import { GameCard } from './GameCard';

function renderCard(game: GameEntry, props: { eager?: boolean; highPriority?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <GameCard game={game} {...props} />
    </MemoryRouter>,
  );
}

describe('GameCard', () => {
  const sudoku = GAMES.find((g) => g.name === 'sudoku')!;

  it('links to the game page with the title and a decorative play icon', () => {
    const { container } = renderCard(sudoku);
    const link = screen.getByRole('link', { name: 'Play Sudoku' });
    expect(link).toHaveAttribute('href', '/game/sudoku');
    expect(link).toHaveTextContent('Sudoku');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('loads lazily by default and eagerly with high priority when asked', () => {
    const { unmount } = renderCard(sudoku);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    unmount();
    renderCard(sudoku, { eager: true, highPriority: true });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the entry image, a default size and the title when the art is not catalogued', () => {
    renderCard({ id: 99, name: 'mystery-maze', image: '/images/games/mystery-maze.svg', categories: ['puzzle'] });
    const img = screen.getByRole('img', { name: 'Mystery Maze' });
    expect(img).toHaveAttribute('src', '/images/games/mystery-maze.svg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  });
});
