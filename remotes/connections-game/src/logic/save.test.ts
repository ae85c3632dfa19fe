import { puzzleMark } from './archive';
import { FIXTURE, sequence } from './fixture';
import { newGame, submitGuess, toggleWord } from './game';
import { isSavedGames, MAX_SAVED_GAMES, slotKey, withGame, type SavedGames } from './save';
import { emptyStats, recordFinish } from './stats';

const game = newGame(FIXTURE, sequence(0.4, 0.6));

describe('saved games', () => {
  it('round-trips through JSON and the guard', () => {
    const saved = withGame({ current: { kind: 'daily', date: '2026-11-23' }, games: {} }, { kind: 'puzzle', id: 'c001' }, game);
    expect(saved.current).toEqual({ kind: 'puzzle', id: 'c001' });
    expect(isSavedGames(JSON.parse(JSON.stringify(saved)))).toBe(true);
    expect(slotKey({ kind: 'daily', date: '2026-11-23' })).toBe('daily-2026-11-23');
  });

  it('discards corrupt saves', () => {
    expect(isSavedGames(null)).toBe(false);
    expect(isSavedGames({ current: { kind: 'daily', date: 'today' }, games: {} })).toBe(false);
    expect(isSavedGames({ current: { kind: 'puzzle', id: 'c001' }, games: { x: { order: 'nope' } } })).toBe(false);
    expect(isSavedGames({ current: { kind: 'puzzle', id: 'c001' }, games: { x: { ...game, mistakes: -1 } } })).toBe(false);
  });

  it('keeps at most MAX_SAVED_GAMES, dropping the oldest', () => {
    let saved: SavedGames = { current: { kind: 'puzzle', id: 'c000' }, games: {} };
    for (let i = 0; i < MAX_SAVED_GAMES + 5; i++) saved = withGame(saved, { kind: 'puzzle', id: `c${i}` }, game);
    expect(Object.keys(saved.games)).toHaveLength(MAX_SAVED_GAMES);
    expect(saved.games['puzzle-c0']).toBeUndefined();
    expect(saved.games[`puzzle-c${MAX_SAVED_GAMES + 4}`]).toBeDefined();
  });
});

describe('archive marks', () => {
  it('marks solved, missed, started and new puzzles', () => {
    const stats = recordFinish(recordFinish(emptyStats(), { puzzleId: 'a', won: true, mistakes: 1 }), { puzzleId: 'b', won: false, mistakes: 4 });
    expect(puzzleMark('a', stats, undefined)).toBe('solved');
    expect(puzzleMark('b', stats, undefined)).toBe('missed');
    expect(puzzleMark('c', stats, toggleWord(game, game.order[0]))).toBe('started');
    expect(puzzleMark('c', stats, game)).toBe('new');
    expect(puzzleMark('c', stats, submitGuess(FIXTURE, game).state)).toBe('new');
  });
});
