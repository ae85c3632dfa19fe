import { act, fireEvent, render, screen } from '@testing-library/react';
import { warmGame } from '../game/warm-game';
import { WARM_DWELL_MS } from '../game/use-warm-on-intent';
import { MemoryRouter } from 'react-router-dom';
import { gameRecord, type GameRecord } from '../catalog/catalog';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { GameCard } from './GameCard';

jest.mock('../game/warm-game', () => ({ warmGame: jest.fn() }));

function renderCard(game: GameRecord, props: { eager?: boolean; highPriority?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <GameCard game={game} {...props} />
    </MemoryRouter>,
  );
}

describe('GameCard', () => {
  const sudoku = gameRecord(FIXTURE_CATALOG, 'sudoku')!;

  it('links to the game page with the title and a decorative play icon', () => {
    const { container } = renderCard(sudoku);
    const link = screen.getByRole('link', { name: 'Play Sudoku' });
    expect(link).toHaveAttribute('href', '/game/sudoku');
    expect(link).toHaveTextContent('Sudoku');
    // The label is the record's title.
    renderCard({ ...sudoku, title: 'Sudoku Classic' });
    expect(screen.getByRole('link', { name: 'Play Sudoku Classic' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a heart button beside its link, not inside it', () => {
    renderCard(sudoku);
    const heart = screen.getByRole('button', { name: 'Add Sudoku to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Play Sudoku' })).not.toContainElement(heart);
  });

  it('loads lazily by default and eagerly with high priority when asked', () => {
    const { unmount } = renderCard(sudoku);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    unmount();
    renderCard(sudoku, { eager: true, highPriority: true });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows the record's card art, from where its release serves it, with its size and alt text", () => {
    renderCard(sudoku);
    const img = screen.getByRole('img', { name: sudoku.image.alt });
    expect(img).toHaveAttribute('src', 'http://localhost:8081/sudoku/1.0.0/card.svg');
    expect(img).toHaveAttribute('width', String(sudoku.image.width));
    expect(img).toHaveAttribute('height', String(sudoku.image.height));
  });
});

describe('GameCard warms its game', () => {
  it('loads the game when a pointer or focus rests on the card, not when it passes over', () => {
    jest.useFakeTimers();
    const warm = jest.mocked(warmGame);
    try {
      renderCard(gameRecord(FIXTURE_CATALOG, 'sudoku')!);
      const link = screen.getByRole('link', { name: 'Play Sudoku' });
      fireEvent.pointerEnter(link);
      act(() => jest.advanceTimersByTime(WARM_DWELL_MS - 1));
      fireEvent.pointerLeave(link);
      act(() => jest.advanceTimersByTime(WARM_DWELL_MS));
      expect(warm).not.toHaveBeenCalled();
      fireEvent.focus(link);
      act(() => jest.advanceTimersByTime(WARM_DWELL_MS));
      expect(warm).toHaveBeenCalledWith('sudoku');
      fireEvent.touchStart(link);
      expect(warm).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
