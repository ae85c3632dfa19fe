import { newGame, start } from '../logic/game';
import { livesLabel, sameScoreboard, scoreboardOf } from './scoreboard';

describe('scoreboard', () => {
  it('takes the shown figures from the game', () => {
    const state = { ...start(newGame('board', { lives: 4 })), score: 120, combo: 5, shield: true };
    expect(scoreboardOf(state)).toEqual({ score: 120, lives: 4, shield: true, multiplier: 2 });
  });

  it('changes only when a shown figure changes', () => {
    const state = start(newGame('board'));
    expect(sameScoreboard(scoreboardOf(state), scoreboardOf({ ...state, timeMs: 5000, combo: 1 }))).toBe(true);
    expect(sameScoreboard(scoreboardOf(state), scoreboardOf({ ...state, score: 10 }))).toBe(false);
    expect(sameScoreboard(scoreboardOf(state), scoreboardOf({ ...state, combo: 5 }))).toBe(false);
  });

  it('reads lives and the shield in words', () => {
    expect(livesLabel(1, false)).toBe('1 life');
    expect(livesLabel(3, true)).toBe('3 lives, shield on');
  });
});
