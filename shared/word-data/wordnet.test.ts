import { loadWordNet } from './wordnet';

describe('WordNet', () => {
  const wordnet = loadWordNet();

  it('gives short definitions, most frequent sense first, without the examples', () => {
    const [first] = wordnet.definitions('happy', 'adj');
    expect(first.definition).toBe('enjoying or showing or marked by joy or pleasure');
    expect(wordnet.definitions('garden').length).toBeGreaterThan(0);
    expect(wordnet.definitions('qwzx')).toEqual([]);
  });

  it('gives synonyms from shared senses and direct antonyms', () => {
    expect(wordnet.synonyms('big', { pos: 'adj' })).toContain('large');
    expect(wordnet.synonyms('big', { pos: 'adj' })).not.toContain('big');
    expect(wordnet.antonyms('happy')).toContain('unhappy');
    expect(wordnet.antonyms('hot', { pos: 'adj' })).toContain('cold');
  });

  it('leaves out phrases unless asked', () => {
    expect(wordnet.synonyms('dog').every((word) => !word.includes(' '))).toBe(true);
    expect(wordnet.synonyms('dog', { phrases: true }).some((word) => word.includes(' '))).toBe(true);
  });
});
