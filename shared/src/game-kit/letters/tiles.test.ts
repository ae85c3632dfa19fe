import { createRandom } from '@games/shared/game-kit/random';
import { freeTileFor, isLetterKey, makeTiles, shuffledOrder, spelled } from './tiles';

describe('letter tiles', () => {
  const tiles = makeTiles('lever');

  it('types a letter onto the first free tile showing it, in the shown order', () => {
    expect(freeTileFor(tiles, [0, 1, 2, 3, 4], [], 'e')).toBe(1);
    expect(freeTileFor(tiles, [0, 3, 2, 1, 4], [], 'E')).toBe(3);
    expect(freeTileFor(tiles, [0, 1, 2, 3, 4], [1, 3], 'e')).toBeNull();
    expect(freeTileFor(tiles, [0, 1, 2, 3, 4], [], 'z')).toBeNull();
  });

  it('spells the tiles of a row, empty places as nothing', () => {
    expect(spelled(tiles, [4, 1, null, 0])).toBe('rel');
  });

  it('shuffles to a different look whenever the letters allow', () => {
    const random = createRandom('t');
    for (let i = 0; i < 20; i++) {
      const order = shuffledOrder(tiles, [0, 1, 2, 3, 4], random);
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(spelled(tiles, order)).not.toBe('lever');
    }
  });

  it('knows letter keys', () => {
    expect(isLetterKey('a')).toBe(true);
    expect(isLetterKey('Q')).toBe(true);
    expect(isLetterKey('Enter')).toBe(false);
    expect(isLetterKey('1')).toBe(false);
  });
});
