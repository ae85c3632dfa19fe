import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FIXTURE_CATALOG, fixtureRecord } from '../catalog/catalog.fixture';
import { mergeRegistryRecords, setPageCatalog } from '../catalog/page-catalog';
import { GameLoadError } from './game-load-error';
import { GamePage } from './GamePage';
import type { RemoteGameState } from './use-remote-game';

const mockUseRemoteGame = jest.fn<RemoteGameState, [string, number]>();
jest.mock('./use-remote-game', () => ({ useRemoteGame: (slug: string, attempt: number) => mockUseRemoteGame(slug, attempt) }));

function renderGamePage(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/game/${slug}`]}>
      <Routes>
        <Route path="/game/:gameName" element={<GamePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mockUseRemoteGame.mockReset();
  setPageCatalog(FIXTURE_CATALOG);
});

describe('GamePage', () => {
  it('says a game that is not released yet is coming, offers released games instead, and offers no Retry', () => {
    mockUseRemoteGame.mockReturnValue({ status: 'coming-soon', instead: ['2048', 'word-search'] });
    renderGamePage('sudoku');
    expect(screen.getByRole('heading', { level: 2, name: 'Sudoku is coming soon' })).toBeInTheDocument();
    expect(screen.getByText(/isn't released yet/)).toBeInTheDocument();
    const instead = screen.getByRole('navigation', { name: 'Games you can play now' });
    expect(screen.getByRole('link', { name: '2048' })).toHaveAttribute('href', '/game/2048');
    expect(screen.getByRole('link', { name: 'Word Search' })).toHaveAttribute('href', '/game/word-search');
    expect(instead).toContainElement(screen.getByRole('link', { name: 'Browse all games' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/being updated|try again/i)).not.toBeInTheDocument();
  });

  it('keeps Retry for real load failures, and Retry starts a new attempt', async () => {
    mockUseRemoteGame.mockReturnValue({ status: 'failed', error: new GameLoadError('entry', 'script failed') });
    renderGamePage('2048');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("2048 could not be loaded");
    expect(alert).toHaveTextContent("the game's code could not be downloaded");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mockUseRemoteGame).toHaveBeenLastCalledWith('2048', 1);
  });

  it("titles the page from the game's record, hidden games included", () => {
    mockUseRemoteGame.mockReturnValue({ status: 'loading' });
    renderGamePage('path-puzzle-game');
    expect(screen.getByRole('heading', { level: 1, name: 'Path Puzzle Game' })).toBeInTheDocument();
    expect(document.title).toBe('Path Puzzle Game - a test title');
    expect(mockUseRemoteGame).toHaveBeenCalledWith('path-puzzle-game', 0);
  });

  it('says Game Not Found for a name no record has, until the registry brings one (a game deployed since the page was served)', () => {
    mockUseRemoteGame.mockReturnValue({ status: 'loading' });
    renderGamePage('minesweeper');
    expect(screen.getByRole('heading', { level: 1, name: 'Game Not Found' })).toBeInTheDocument();
    expect(mockUseRemoteGame).not.toHaveBeenCalled();
    act(() => mergeRegistryRecords({ minesweeper: { catalog: fixtureRecord('minesweeper', 40, ['puzzle']) } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Minesweeper' })).toBeInTheDocument();
    expect(mockUseRemoteGame).toHaveBeenCalledWith('minesweeper', 0);
  });

  it('shows a rejected registry entry as not available right now, with Retry', () => {
    mockUseRemoteGame.mockReturnValue({ status: 'failed', error: new GameLoadError('entry-rejected', 'bad entry', { detail: 'version must be semver like 1.0.0' }) });
    renderGamePage('2048');
    expect(screen.getByRole('heading', { name: '2048 is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("can't be played at the moment");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
