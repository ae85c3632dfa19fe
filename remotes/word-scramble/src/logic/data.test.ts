import { entriesOf, isDefinitionsData, isScrambleData, parseEntry } from './data';

const words = { 4: ['cart'], 5: ['apple'], 6: ['listen silent'], 7: ['kitchen'], 8: ['elephant'] };

describe('the shipped data checks', () => {
  it('accepts the built shape and refuses damaged data', () => {
    expect(isScrambleData({ v: 1, words })).toBe(true);
    expect(isScrambleData({ v: 2, words })).toBe(false);
    expect(isScrambleData({ v: 1, words: { ...words, 4: ['carts'] } })).toBe(false);
    expect(isScrambleData({ v: 1, words: { ...words, 8: [] } })).toBe(false);
    expect(isDefinitionsData({ v: 1, defs: { cart: 'noun. a wheeled vehicle' } })).toBe(true);
    expect(isDefinitionsData({ v: 1, defs: { cart: 3 } })).toBe(false);
  });

  it('reads an entry as the answer then the other words accepted', () => {
    expect(parseEntry('listen silent')).toEqual({ answer: 'listen', accepted: ['listen', 'silent'] });
    expect(entriesOf({ v: 1, words }, 6)[0].accepted).toEqual(['listen', 'silent']);
  });
});
