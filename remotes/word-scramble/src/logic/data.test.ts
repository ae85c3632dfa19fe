import { entriesOf, isDefinitionsData, isPackData, isScrambleData, parseEntry } from './data';

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

  it('accepts a themed pack of 3–6-letter entries with definitions, and refuses others', () => {
    const pack = { v: 1, pack: 'animals', words: ['cat act', 'horse shore'], defs: { cat: 'noun. a pet' } };
    expect(isPackData(pack)).toBe(true);
    expect(isPackData({ ...pack, pack: 'monsters' })).toBe(false);
    expect(isPackData({ ...pack, words: [] })).toBe(false);
    expect(isPackData({ ...pack, words: ['ox'] })).toBe(false);
    expect(isPackData({ ...pack, words: ['giraffe'] })).toBe(false);
    expect(isPackData({ ...pack, words: ['cat acts'] })).toBe(false);
    expect(isPackData({ ...pack, defs: { cat: 1 } })).toBe(false);
  });
});
