import { addToTally, boardOfGame, DEFAULT_SETTINGS, firstMover, isComputerTurn, isGameState, isSettings, isTally, newGame, shareText, verdictOf, type GameState } from './game';

const game = (patch: Partial<GameState>): GameState => ({ ...newGame(DEFAULT_SETTINGS, 'seed', null), ...patch });

describe('a game', () => {
  it('starts with the chosen mark or the computer, and takes turns when asked', () => {
    expect(firstMover({ ...DEFAULT_SETTINGS, mark: 'O', starts: 'me' }, null)).toBe('O');
    expect(firstMover({ ...DEFAULT_SETTINGS, mark: 'O', starts: 'cpu' }, null)).toBe('X');
    expect(firstMover({ ...DEFAULT_SETTINGS, starts: 'alternate' }, 'X')).toBe('O');
    expect(firstMover({ ...DEFAULT_SETTINGS, starts: 'alternate' }, null)).toBe('X');
  });

  it('knows when the computer is to move', () => {
    expect(isComputerTurn(game({ moves: [] }))).toBe(false);
    expect(isComputerTurn(game({ moves: [4] }))).toBe(true);
    expect(isComputerTurn(game({ moves: [4], mode: 'friend' }))).toBe(false);
  });

  it('judges the end from the player side', () => {
    expect(verdictOf(game({ moves: [0, 3, 1, 4, 2] }))).toBe('win');
    expect(verdictOf(game({ moves: [0, 3, 1, 4, 8, 5] }))).toBe('loss');
    expect(verdictOf(game({ moves: [0, 1, 2, 4, 3, 5, 7, 6, 8] }))).toBe('draw');
    expect(verdictOf(game({ moves: [0] }))).toBeNull();
    expect(boardOfGame(game({ moves: [4] }))[4]).toBe('X');
  });

  it('drops corrupt or impossible saves', () => {
    expect(isGameState(game({ moves: [0, 3, 1, 4, 2] }))).toBe(true);
    expect(isGameState(game({ moves: [0, 0] }))).toBe(false);
    expect(isGameState(game({ moves: [9] }))).toBe(false);
    expect(isGameState(game({ moves: [0, 3, 1, 4, 2, 5] }))).toBe(false);
    expect(isGameState({ ...game({}), size: '7' })).toBe(false);
    expect(isGameState(null)).toBe(false);
    expect(isSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(isSettings({ ...DEFAULT_SETTINGS, mode: 'hard' })).toBe(false);
  });

  it('counts wins, losses and draws per board and mode', () => {
    let tally = addToTally({}, '3:easy', 'win');
    tally = addToTally(tally, '3:easy', 'draw');
    expect(tally).toEqual({ '3:easy': { wins: 1, losses: 0, draws: 1 } });
    expect(isTally(tally)).toBe(true);
    expect(isTally({ x: { wins: -1, losses: 0, draws: 0 } })).toBe(false);
  });

  it('shares the result without the board', () => {
    const won = game({ moves: [0, 3, 1, 4, 2], mode: 'easy' });
    expect(shareText(won, 'win', { wins: 1, losses: 0, draws: 2 })).toBe('Tic-tac-toe 3×3 vs Easy: I won 🏆 in 5 moves. Tally 1–0–2 (W–L–D).');
    expect(shareText({ ...won, mode: 'friend' }, 'loss', { wins: 0, losses: 1, draws: 0 })).toContain('O won');
  });
});
