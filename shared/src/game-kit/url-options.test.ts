import { MAX_SEED_LENGTH, randomSeed, seededPuzzleFromUrl, seedFromUrl } from './url-options';

const isLevel = (value: unknown): value is 'easy' | 'hard' => value === 'easy' || value === 'hard';

describe('url options', () => {
  it('reads and trims the seed', () => {
    expect(seedFromUrl(new URLSearchParams('seed=abc'))).toBe('abc');
    expect(seedFromUrl(new URLSearchParams('seed='))).toBeNull();
    expect(seedFromUrl(new URLSearchParams(''))).toBeNull();
    expect(seedFromUrl(new URLSearchParams(`seed=${'x'.repeat(500)}`))).toHaveLength(MAX_SEED_LENGTH);
  });

  it('reads a seeded puzzle with a valid difficulty only', () => {
    expect(seededPuzzleFromUrl(isLevel, new URLSearchParams('seed=s&difficulty=hard'))).toEqual({ seed: 's', difficulty: 'hard' });
    expect(seededPuzzleFromUrl(isLevel, new URLSearchParams('seed=s&difficulty=nightmare'))).toEqual({ seed: 's', difficulty: undefined });
    expect(seededPuzzleFromUrl(isLevel, new URLSearchParams('difficulty=hard'))).toBeNull();
  });

  it('reads the page URL by default', () => {
    window.history.replaceState(null, '', '/game/x?seed=from-page');
    expect(seedFromUrl()).toBe('from-page');
    window.history.replaceState(null, '', '/');
  });

  it('makes different random seeds', () => {
    expect(randomSeed()).not.toBe(randomSeed());
  });
});
