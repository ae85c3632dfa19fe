import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GAMES, type GameRecord } from '../catalog/games';
import { GameCard } from './GameCard';

function renderCard(game: GameRecord, props: { eager?: boolean; highPriority?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <GameCard game={game} {...props} />
    </MemoryRouter>,
  );
}

describe('GameCard', () => {
  const sudoku = GAMES.find((g) => g.slug === 'sudoku')!;

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

  it("shows the record's card art with its size and alt text", () => {
    renderCard(sudoku);
    const img = screen.getByRole('img', { name: sudoku.image.alt });
    expect(img).toHaveAttribute('src', '/images/games/sudoku.svg');
    expect(img).toHaveAttribute('width', String(sudoku.image.width));
    expect(img).toHaveAttribute('height', String(sudoku.image.height));
  });
});
