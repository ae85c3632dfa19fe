import { ADULT_WORDS, isKidSafe } from './kid-safe';

describe('the kid-safe definition check', () => {
  it('drops words whose definitions name drink, drugs, sex, violence or gambling', () => {
    expect(isKidSafe('beer', 'a general name for alcoholic beverages made by fermenting a cereal')).toBe(false);
    expect(isKidSafe('pipe', 'a tube with a small bowl at one end; used for smoking tobacco')).toBe(false);
    expect(isKidSafe('bull', 'uncastrated adult male of domestic cattle')).toBe(false);
    expect(isKidSafe('shell', 'ammunition consisting of a cylindrical metal casing containing an explosive charge')).toBe(false);
    expect(isKidSafe('corpse', 'the dead body of a human being')).toBe(false);
    expect(isKidSafe('die', 'a small cube with 1 to 6 spots on the six faces; used in gambling')).toBe(false);
  });

  it('checks the word itself and matches whole words only, in any case', () => {
    expect(isKidSafe('gun', 'a tool')).toBe(false);
    expect(isKidSafe('drink', 'a single serving of a beverage')).toBe(true);
    expect(isKidSafe('cat', 'feline mammal usually having thick soft fur')).toBe(true);
    expect(isKidSafe('x', 'Dead wood')).toBe(false);
    // "gunwale" holds "gun" but is not it.
    expect(isKidSafe('boat', 'the upper edge of a gunwale')).toBe(true);
  });

  it('is a short, lowercase list of single words', () => {
    expect(ADULT_WORDS.size).toBeLessThan(120);
    for (const word of ADULT_WORDS) expect(word).toMatch(/^[a-z]+$/);
  });
});
