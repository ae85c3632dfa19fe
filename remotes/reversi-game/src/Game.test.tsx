import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Game from './Game';
import { gameStore, tallyStore } from './stores';

const cell = (square: number) => document.querySelector(`[data-square="${square}"]`) as HTMLElement;

jest.setTimeout(30_000);

describe('reversi view', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('games:reversi-game:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
  });

  it('plays, flips, and takes back between two players', () => {
    window.history.replaceState(null, '', '/game/reversi-game?seed=unit&mode=two');
    render(<Game slug="reversi-game" title="Reversi" />);
    expect(cell(19)).toHaveAttribute('data-legal', 'true');
    fireEvent.click(cell(19)); // d3
    expect(cell(19)).toHaveAttribute('data-disc', 'black');
    expect(cell(27)).toHaveAttribute('data-disc', 'black');
    expect(gameStore.load()?.moves).toEqual([19]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cell(19)).toHaveAttribute('data-disc', 'empty');
  });

  it('lets the computer answer, and takes back both moves', async () => {
    window.history.replaceState(null, '', '/game/reversi-game?seed=unit&difficulty=easy');
    render(<Game slug="reversi-game" title="Reversi" />);
    fireEvent.click(cell(19));
    await waitFor(() => expect(gameStore.load()?.moves).toHaveLength(2), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(gameStore.load()?.moves).toEqual([]);
  });

  it('lets the computer open when the player takes White', async () => {
    window.history.replaceState(null, '', '/game/reversi-game?seed=unit&difficulty=hard&color=white');
    render(<Game slug="reversi-game" title="Reversi" />);
    await waitFor(() => expect(gameStore.load()?.moves).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('reversi-turn')).toHaveTextContent('You');
  });

  it('restores a saved game without a seed, and hides dots when asked', () => {
    window.history.replaceState(null, '', '/game/reversi-game');
    gameStore.save({ mode: 'two', level: 'easy', human: 'black', moves: [19], seed: 's', counted: false });
    render(<Game slug="reversi-game" title="Reversi" />);
    expect(cell(19)).toHaveAttribute('data-disc', 'black');
    expect(document.querySelector('.reversi__dot')).not.toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /dots/i }));
    expect(document.querySelector('.reversi__dot')).toBeNull();
  });

  it('counts a finished game once in the tally', async () => {
    // The shortest game: Black wipes out White in nine moves; the human plays Black against Easy.
    const moves = ['e6', 'f4', 'e3', 'f6', 'g5', 'd6', 'e7', 'f5', 'c5'].map((n) => n.charCodeAt(0) - 97 + (Number(n[1]) - 1) * 8);
    window.history.replaceState(null, '', '/game/reversi-game');
    gameStore.save({ mode: 'computer', level: 'medium', human: 'black', moves, seed: 's', counted: false });
    render(<Game slug="reversi-game" title="Reversi" />);
    await act(async () => undefined);
    expect(screen.getByRole('dialog')).toHaveTextContent('You win!');
    expect(tallyStore.load()?.medium.wins).toBe(1);
  });

  it('keeps a tally saved before the kit store (version 1) and adds to it', async () => {
    const zero = { won: 0, lost: 0, drawn: 0 };
    localStorage.setItem('games:reversi-game:tally', JSON.stringify({ v: 1, data: { easy: zero, medium: { won: 4, lost: 2, drawn: 1 }, hard: zero } }));
    const moves = ['e6', 'f4', 'e3', 'f6', 'g5', 'd6', 'e7', 'f5', 'c5'].map((n) => n.charCodeAt(0) - 97 + (Number(n[1]) - 1) * 8);
    window.history.replaceState(null, '', '/game/reversi-game');
    gameStore.save({ mode: 'computer', level: 'medium', human: 'black', moves, seed: 's', counted: false });
    render(<Game slug="reversi-game" title="Reversi" />);
    await act(async () => undefined);
    expect(screen.getByRole('dialog')).toHaveTextContent(/Wins vs Medium\s*5/);
    expect(screen.getByRole('dialog')).toHaveTextContent(/Losses vs Medium\s*2/);
    expect(tallyStore.load()?.medium).toEqual({ wins: 5, losses: 2, draws: 1 });
    expect(localStorage.getItem('games:reversi-game:tally')).toBeNull();
  });
});
