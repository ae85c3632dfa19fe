import { createRandom } from '@games/shared/game-kit/random';
import { spawnRange, spawnValue } from './spawn';

describe('new blocks', () => {
  it('come from 2…8 at first and stay at most the largest block / 32 later', () => {
    expect(spawnRange(0)).toEqual({ low: 1, high: 3 });
    expect(spawnRange(128)).toEqual({ low: 1, high: 3 });
    expect(spawnRange(1024)).toEqual({ low: 1, high: 5 }); // up to 32
    expect(spawnRange(2 ** 14)).toEqual({ low: 4, high: 9 });
  });

  it('draw only from the range, smaller ones more often, same seed same blocks', () => {
    const draw = () => {
      const random = createRandom('blocks');
      return Array.from({ length: 3000 }, () => spawnValue(random, { low: 1, high: 4 }));
    };
    const drawn = draw();
    expect(new Set(drawn)).toEqual(new Set([2, 4, 8, 16]));
    expect(drawn.filter((v) => v === 2).length).toBeGreaterThan(drawn.filter((v) => v === 16).length);
    expect(draw()).toEqual(drawn);
  });
});
