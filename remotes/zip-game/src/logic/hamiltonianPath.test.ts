import { createRandom } from '@games/shared/game-kit/random';
import { isHamiltonianPath, randomHamiltonianPath, serpentine } from './hamiltonianPath';

describe('random Hamiltonian path', () => {
  it('starts from a valid serpentine', () => {
    expect(serpentine(3)).toEqual([0, 1, 2, 5, 4, 3, 6, 7, 8]);
    expect(isHamiltonianPath(serpentine(6), 6)).toBe(true);
  });

  it('stays a Hamiltonian path after backbite moves, for every size', () => {
    for (const size of [2, 3, 5, 6, 7, 8]) {
      for (let seed = 0; seed < 20; seed++) {
        expect(isHamiltonianPath(randomHamiltonianPath(size, createRandom(`p${size}-${seed}`)), size)).toBe(true);
      }
    }
  });

  it('is reproducible from a seed and varies between seeds', () => {
    expect(randomHamiltonianPath(6, createRandom('a'))).toEqual(randomHamiltonianPath(6, createRandom('a')));
    expect(randomHamiltonianPath(6, createRandom('a'))).not.toEqual(randomHamiltonianPath(6, createRandom('b')));
  });

  it('rejects broken paths', () => {
    expect(isHamiltonianPath([0, 1, 3, 2], 2)).toBe(true);
    expect(isHamiltonianPath([0, 3, 1, 2], 2)).toBe(false);
    expect(isHamiltonianPath([0, 1, 2], 2)).toBe(false);
  });
});
