import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Game from './Game';
import { gameStore } from './stores';

function square(name: string): HTMLElement {
  return document.querySelector(`[data-square="${name}"]`) as HTMLElement;
}

// Whole-game renders (64 squares, kit frame) are slow on a loaded CI machine; the default 5 s was hit there.
jest.setTimeout(30_000);

describe('chess view', () => {
  beforeEach(() => {
    localStorage.clear();
    // The first-visit help is the frame's own business (its tests cover it); these tests start at the board.
    localStorage.setItem('games:chess:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
    window.history.replaceState(null, '', '/game/chess?seed=unit&mode=friend');
  });

  it('moves by click-click and by typed SAN, lists the moves, and takes one back', async () => {
    render(<Game slug="chess" title="Chess" />);
    expect(screen.getByTestId('chess-board')).toBeInTheDocument();
    expect(square('e2')).toHaveAttribute('data-piece', 'wP');

    fireEvent.pointerDown(square('e2'), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(square('e2'), { button: 0, pointerId: 1 });
    expect(square('e4').querySelector('.chess-square__dot')).not.toBeNull();
    fireEvent.pointerDown(square('e4'), { button: 0, pointerId: 1 });
    expect(square('e4')).toHaveAttribute('data-piece', 'wP');
    expect(square('e2')).not.toHaveAttribute('data-piece');

    const input = screen.getByLabelText('Type a move');
    fireEvent.change(input, { target: { value: 'e5' } });
    fireEvent.submit(input.closest('form')!);
    expect(square('e5')).toHaveAttribute('data-piece', 'bP');
    const list = screen.getByTestId('move-list');
    expect(list).toHaveTextContent('1.e4e5');

    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(square('e5')).not.toHaveAttribute('data-piece');
    await act(async () => undefined);
  });

  it('moves by arrow keys and Enter, and restores the saved game after a remount', () => {
    const { unmount } = render(<Game slug="chess" title="Chess" />);
    const board = screen.getByTestId('chess-board');
    square('e2').focus();
    fireEvent.keyDown(board, { key: 'Enter' });
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'ArrowUp' });
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(square('e4')).toHaveAttribute('data-piece', 'wP');
    unmount();
    window.history.replaceState(null, '', '/game/chess');
    render(<Game slug="chess" title="Chess" />);
    expect(square('e4')).toHaveAttribute('data-piece', 'wP');
  });

  it('asks which piece to promote to', () => {
    window.history.replaceState(null, '', '/game/chess?mode=friend&fen=' + encodeURIComponent('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1'));
    render(<Game slug="chess" title="Chess" />);
    fireEvent.pointerDown(square('b7'), { pointerId: 1 });
    fireEvent.pointerUp(square('b7'), { pointerId: 1 });
    fireEvent.pointerDown(square('b8'), { pointerId: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Promote to knight' }));
    expect(square('b8')).toHaveAttribute('data-piece', 'wN');
    expect(screen.getByTestId('move-list')).toHaveTextContent('b8=N');
  });

  it('shows captured material and the lead beside the board', () => {
    render(<Game slug="chess" title="Chess" />);
    const input = screen.getByLabelText('Type a move');
    for (const move of ['e4', 'd5', 'exd5']) {
      fireEvent.change(input, { target: { value: move } });
      fireEvent.submit(input.closest('form')!);
    }
    expect(screen.getByTestId('chess-player-w')).toHaveTextContent('captured pawn, ahead by 1');
    expect(screen.getByTestId('chess-lead-w')).toHaveTextContent('+1');
    expect(screen.getByTestId('chess-player-b')).toHaveTextContent('nothing captured');
    expect(screen.queryByTestId('chess-lead-b')).toBeNull();
  });

  it('is untimed by default', () => {
    render(<Game slug="chess" title="Chess" />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByLabelText('Clock')).toHaveValue('none');
  });

  it('flags the side whose time runs out', () => {
    jest.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/game/chess?seed=clock&mode=friend&clock=1%2B0');
      render(<Game slug="chess" title="Chess" />);
      expect(screen.getByTestId('chess-clock-w')).toHaveTextContent('1:00');
      const input = screen.getByLabelText('Type a move');
      for (const move of ['e4', 'e5']) {
        fireEvent.change(input, { target: { value: move } });
        fireEvent.submit(input.closest('form')!);
      }
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.getByTestId('chess-clock-w')).toHaveTextContent('0:30');
      expect(screen.getByTestId('chess-clock-b')).toHaveTextContent('1:00');
      act(() => jest.advanceTimersByTime(31_000));
      expect(screen.getByTestId('chess-status')).toHaveTextContent('Black wins on time.');
      expect(screen.getByTestId('game-announcement')).toHaveTextContent('Black wins on time.');
      expect(screen.getByTestId('chess-clock-w')).toHaveTextContent('0:00.0');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops the clock while the page is hidden and saves it stopped when the page goes away', () => {
    jest.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/game/chess?seed=hide&mode=friend&clock=1%2B0');
      render(<Game slug="chess" title="Chess" />);
      const input = screen.getByLabelText('Type a move');
      for (const move of ['e4', 'e5']) {
        fireEvent.change(input, { target: { value: move } });
        fireEvent.submit(input.closest('form')!);
      }
      act(() => jest.advanceTimersByTime(10_000));
      const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => jest.advanceTimersByTime(120_000));
      expect(screen.getByTestId('chess-clock-w')).toHaveTextContent('0:50');
      hidden.mockReturnValue(false);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => jest.advanceTimersByTime(5_000));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(gameStore.load()?.clock).toMatchObject({ running: null, remainingMs: { w: 45_000, b: 60_000 } });
      hidden.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('remembers the board and piece themes', () => {
    const { unmount } = render(<Game slug="chess" title="Chess" />);
    fireEvent.change(screen.getByLabelText('Board'), { target: { value: 'brown' } });
    fireEvent.change(screen.getByLabelText('Pieces'), { target: { value: 'letter' } });
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-theme', 'brown');
    expect(square('e1').querySelector('.chess-piece--letter')).toHaveTextContent('K');
    unmount();
    render(<Game slug="chess" title="Chess" />);
    expect(screen.getByTestId('chess-board')).toHaveAttribute('data-theme', 'brown');
    expect(screen.getByLabelText('Pieces')).toHaveValue('letter');
  });

  it('a win over the computer shows the best level beaten, as a new best once, with share text', async () => {
    window.history.replaceState(null, '', '/game/chess');
    // Scholar's mate: White (the player) mates level 2 on move 4.
    const moves = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];
    const record = { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves, mode: 'computer', level: 2, playerColor: 'w', ending: null, hintsUsed: 0, takebacks: 0 };
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: record }));
    localStorage.setItem('games:chess:settings', JSON.stringify({ v: 1, data: { mode: 'computer', level: 2, color: 'w', muted: true, timeControl: 'none', boardTheme: 'green', pieceSet: 'classic' } }));
    const first = render(<Game slug="chess" title="Chess" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You win!');
    // The records document loads after the first paint.
    await waitFor(() => expect(dialog).toHaveTextContent('New best!'));
    expect(screen.getByRole('button', { name: /share/i })).toBeInTheDocument();
    expect((await import('./recordStores')).bestLevelStore.load()).toBe(2);
    first.unmount();
    render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Best level beaten'));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('New best!');
  });

  it('counts each finished game vs the computer once at its level, win and resignation alike, and nothing between two players', async () => {
    window.history.replaceState(null, '', '/game/chess');
    const settings = { mode: 'computer', level: 2, color: 'w', muted: true, timeControl: 'none', boardTheme: 'green', pieceSet: 'classic' };
    localStorage.setItem('games:chess:settings', JSON.stringify({ v: 1, data: settings }));
    const moves = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];
    const record = { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves, mode: 'computer', level: 2, playerColor: 'w', ending: null, hintsUsed: 0, takebacks: 0 };
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: record }));
    const first = render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Wins vs Novice\s*1/));
    expect(screen.getByRole('dialog')).toHaveTextContent(/Losses vs Novice\s*0/);
    expect(screen.getByRole('dialog')).toHaveTextContent(/Draws vs Novice\s*0/);
    first.unmount();
    // A reload shows the same result without counting it again.
    const second = render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Wins vs Novice\s*1/));
    second.unmount();
    // A resignation is a loss; an agreed draw a draw.
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: { ...record, moves: ['e2e4'], ending: { kind: 'resign', loser: 'w' } } }));
    const third = render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Losses vs Novice\s*1/));
    third.unmount();
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: { ...record, moves: ['e2e4'], ending: { kind: 'agreed' } } }));
    const fourth = render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Draws vs Novice\s*1/));
    fourth.unmount();
    const { tallyStore } = await import('./recordStores');
    expect(tallyStore.load()).toEqual({ '2': { wins: 1, losses: 1, draws: 1 } });
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: { ...record, mode: 'friend', moves: ['e2e4'], ending: { kind: 'resign', loser: 'w' } } }));
    render(<Game slug="chess" title="Chess" />);
    await act(async () => undefined);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/vs Novice/);
    expect(tallyStore.load()).toEqual({ '2': { wins: 1, losses: 1, draws: 1 } });
  });

  it("keeps a returning player's tally and best level (chess:tally, chess:best-level version 1) in the records document", async () => {
    window.history.replaceState(null, '', '/game/chess');
    const settings = { mode: 'computer', level: 2, color: 'w', muted: true, timeControl: 'none', boardTheme: 'green', pieceSet: 'classic' };
    localStorage.setItem('games:chess:settings', JSON.stringify({ v: 1, data: settings }));
    localStorage.setItem('games:chess:tally', JSON.stringify({ v: 1, data: { '2': { wins: 3, losses: 4, draws: 1 }, '5': { wins: 1, losses: 0, draws: 0 } } }));
    localStorage.setItem('games:chess:best-level', JSON.stringify({ v: 1, data: 5 }));
    const record = { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: ['e2e4'], mode: 'computer', level: 2, playerColor: 'w', ending: { kind: 'resign', loser: 'w' }, hintsUsed: 0, takebacks: 0 };
    localStorage.setItem('games:chess:game', JSON.stringify({ v: 1, data: record }));
    render(<Game slug="chess" title="Chess" />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Losses vs Novice\s*5/));
    expect(screen.getByRole('dialog')).toHaveTextContent(/Wins vs Novice\s*3/);
    const { bestLevelStore, tallyStore } = await import('./recordStores');
    expect(bestLevelStore.load()).toBe(5);
    expect(tallyStore.load()).toEqual({ '2': { wins: 3, losses: 5, draws: 1 }, '5': { wins: 1, losses: 0, draws: 0 } });
    expect(localStorage.getItem('games:chess:tally')).toBeNull();
    expect(localStorage.getItem('games:chess:best-level')).toBeNull();
    expect(JSON.parse(localStorage.getItem('games:chess:records')!).v).toBe(2);
  });
});
