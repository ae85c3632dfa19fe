import { dealPuzzle } from './deal';
import { isAllOff, press, type Lights } from './lights';
import { solve } from './solver';

const pressAll = (size: number, lights: Lights, cells: number[]) => cells.reduce((board, cell) => press(size, board, cell), lights);

describe('solve', () => {
  it('needs no press for a dark board', () => {
    expect(solve(3, new Array(9).fill(false))).toEqual([]);
  });

  it('finds the single press that made a board', () => {
    expect(solve(3, press(3, new Array(9).fill(false), 4))).toEqual([4]);
  });

  it.each([3, 5])('switches off every %i×%i deal over 50 seeds', (size) => {
    const level = size === 3 ? 'easy' : 'hard';
    for (let seed = 0; seed < 50; seed++) {
      const { start } = dealPuzzle(`seed-${seed}`, level);
      const presses = solve(size, start);
      expect(presses).not.toBeNull();
      expect(isAllOff(pressAll(size, start, presses!))).toBe(true);
    }
  });

  it('says when no presses can help (a single lit corner on 4×4 is out of reach)', () => {
    const corner = new Array(16).fill(false);
    corner[0] = true;
    expect(solve(4, corner)).toBeNull();
  });
});
