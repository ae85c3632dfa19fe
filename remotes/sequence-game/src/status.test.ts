import { newGame, start } from './logic/game';
import { statusText } from './status';

describe('sequence status', () => {
  it('says what to do in each phase', () => {
    const ready = newGame('unit', 'simon', false);
    expect(statusText(ready)).toBe('Press Start, watch, then repeat.');
    expect(statusText(start(ready, 0))).toBe('Watch…');
    expect(statusText({ ...ready, phase: 'input', sequence: [0, 1, 2], entered: 1 })).toBe('Your turn: 1 of 3');
    expect(statusText({ ...ready, phase: 'over', sequence: [0, 1, 2, 3] })).toBe('Game over at level 3.');
  });
});
