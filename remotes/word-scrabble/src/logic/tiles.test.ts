import { fullBag, rackValue, removeTiles, tileValue } from './tiles';
import { drawTiles, returnTiles, shuffledBag } from './bag';

describe('tiles and bag', () => {
  test('100 tiles, 2 blanks, 12 Es, values', () => {
    const bag = fullBag();
    expect(bag).toHaveLength(100);
    expect([...bag].filter((t) => t === '?')).toHaveLength(2);
    expect([...bag].filter((t) => t === 'E')).toHaveLength(12);
    expect([...bag].reduce((s, t) => s + tileValue(t), 0)).toBe(187);
    expect(tileValue('q')).toBe(0);
    expect(rackValue('QZ?')).toBe(20);
  });

  test('removeTiles', () => {
    expect(removeTiles('AAB?', 'A?')).toBe('AB');
    expect(removeTiles('AB', 'C')).toBeNull();
  });

  test('the same seed, the same bag; drawing and returning keep every tile', () => {
    expect(shuffledBag('s')).toBe(shuffledBag('s'));
    expect(shuffledBag('s')).not.toBe(shuffledBag('t'));
    const { rack, bag } = drawTiles('AB', shuffledBag('s'));
    expect(rack).toHaveLength(7);
    expect(bag).toHaveLength(95);
    const back = returnTiles(bag, 'XY', 'turn');
    expect([...back].sort().join('')).toBe([...bag, 'X', 'Y'].sort().join(''));
    expect(drawTiles('', 'AB')).toEqual({ rack: 'AB', bag: '' });
  });
});
