import { chessShareText } from './share-text';

describe('chessShareText', () => {
  it('names the opponent, the result, its reason and the length, and no moves', () => {
    expect(chessShareText({ title: 'You win!', outcome: { over: true, winner: 'w', reason: 'checkmate' }, moves: 24, opponent: 'vs Computer 3 (Casual)', won: true })).toBe(
      'Chess · vs Computer 3 (Casual)\n🏆 You win by checkmate · 24 moves',
    );
    expect(chessShareText({ title: 'Draw', outcome: { over: true, winner: null, reason: 'stalemate' }, moves: 1, opponent: 'Pass and play', won: false })).toBe(
      'Chess · Pass and play\n🤝 Draw by stalemate · 1 move',
    );
    expect(chessShareText({ title: 'You lost', outcome: { over: true, winner: 'b', reason: 'resignation' }, moves: 9, opponent: 'vs Computer 1 (Beginner)', won: false })).toContain(
      '♟️ You lost by resignation',
    );
  });

  it('is empty while the game is on', () => {
    expect(chessShareText({ title: '', outcome: { over: false }, moves: 3, opponent: 'Pass and play', won: false })).toBe('');
  });
});
