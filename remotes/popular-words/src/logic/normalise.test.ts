import { matchKey, normalise, singular } from './normalise';

describe('normalise', () => {
  it('drops case, accents, punctuation and leading articles', () => {
    expect(normalise('  The Café-Table! ')).toBe('cafe table');
    expect(normalise("Mom's car")).toBe('moms car');
    expect(normalise('Salt & Pepper')).toBe('salt and pepper');
    expect(normalise('a towel')).toBe('towel');
    expect(normalise('your keys')).toBe('keys');
  });

  it('keeps a lone word even when it looks like an article', () => {
    expect(normalise('A')).toBe('a');
    expect(normalise('???')).toBe('');
  });
});

describe('singular', () => {
  it.each([
    ['towels', 'towel'],
    ['berries', 'berry'],
    ['boxes', 'box'],
    ['dishes', 'dish'],
    ['glasses', 'glass'],
    ['bus', 'bus'],
    ['tennis', 'tennis'],
    ['cats', 'cat'],
    ['gas', 'gas'],
  ])('%s → %s', (word, expected) => expect(singular(word)).toBe(expected));
});

describe('matchKey', () => {
  it('meets singular and plural, spaced and joined words', () => {
    expect(matchKey('Sun screen')).toBe(matchKey('sunscreen'));
    expect(matchKey('the Towels')).toBe(matchKey('towel'));
    expect(matchKey('ice creams')).toBe(matchKey('Ice-cream'));
  });
});
