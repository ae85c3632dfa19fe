import { dailyStateOn, emptyProgress, withDaily, withResume } from '@games/shared/contracts';
import { withConnectionsPlayed as played } from './progress';

const withConnectionsPlayed = (...args: Parameters<typeof played> extends [unknown, ...infer R] ? R : never) => played({ withDaily, withResume }, ...args);

const game = (guesses: number, mistakes = 0) => ({ mistakes, guesses: Array.from({ length: guesses }, () => ['A', 'B', 'C', 'D']) });

describe('Connections progress for the home page', () => {
  it('opening is not playing; a guess makes the daily in progress and continuable; the end solves or fails it', () => {
    const start = emptyProgress('connections-game', 1);
    expect(withConnectionsPlayed(start, { dailyDate: '2026-11-28', number: 7, status: 'playing', game: game(0) }, 'connections-game', 2)).toBe(start);
    let p = withConnectionsPlayed(start, { dailyDate: '2026-11-28', number: 7, status: 'playing', game: game(1, 1) }, 'connections-game', 3);
    expect(dailyStateOn(p, '2026-11-28')).toMatchObject({ state: 'in-progress', daily: { mistakes: 1 } });
    expect(p.resume).toEqual({ path: '/game/connections-game?mode=daily', label: 'Daily', savedAt: 3 });
    p = withConnectionsPlayed(p, { dailyDate: '2026-11-28', number: 7, status: 'won', game: game(5, 1) }, 'connections-game', 4);
    expect(dailyStateOn(p, '2026-11-28').state).toBe('solved');
    expect(p.solvedDays).toEqual(['2026-11-28']);
    expect(p.resume).toBeUndefined();
  });

  it('an archive puzzle is continued by its number and never touches the daily', () => {
    const p = withConnectionsPlayed(emptyProgress('connections-game', 1), { number: 3, status: 'playing', game: game(2) }, 'connections-game', 5);
    expect(p.daily).toBeUndefined();
    expect(p.resume?.path).toBe('/game/connections-game?puzzle=3');
    const lost = withConnectionsPlayed(p, { number: 3, status: 'lost', game: game(6, 4) }, 'connections-game', 6);
    expect(lost.resume).toBeUndefined();
    expect(lost.solvedDays).toEqual([]);
  });
});
