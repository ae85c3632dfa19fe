import { matchAnswer } from './match';
import { BEACH } from './testPrompt';

const match = (guess: string) => matchAnswer(BEACH.answers, guess);

describe('matchAnswer', () => {
  it('accepts the text and every alias in any case', () => {
    expect(match('towel')).toBe(0);
    expect(match('BEACH TOWEL')).toBe(0);
    expect(match('Sun Cream')).toBe(1);
    expect(match('parasol')).toBe(2);
    expect(match('shades')).toBe(3);
  });

  it('accepts plurals and singulars', () => {
    expect(match('towels')).toBe(0);
    expect(match('chairs')).toBe(4);
    expect(match('deck chairs')).toBe(4);
    expect(match('umbrellas')).toBe(2);
  });

  it('forgives one typo in words of five letters or more', () => {
    expect(match('sunscrean')).toBe(1);
    expect(match('umbrela')).toBe(2);
    expect(match('sunglases')).toBe(3);
  });

  it('does not forgive typos in short words, or two typos', () => {
    expect(match('chir')).toBeNull(); // four letters typed: no typo allowance
    expect(match('umbrla')).toBeNull();
    expect(match('hat')).toBeNull();
    expect(match('')).toBeNull();
  });

  it('forgives a typo in a five-letter word', () => {
    expect(match('towal')).toBe(0);
    expect(match('chaur')).toBe(4);
  });
});
