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

describe('WordNet themes', () => {
  const wordnet = loadWordNet();

  it('reads each synset’s lexicographer file as its theme', () => {
    expect(wordnet.senses('bear', 'noun')[0].synset.lexFile).toBe('noun.animal');
    expect(wordnet.senses('happy', 'adj')[0].synset.lexFile).toBe('adj.all');
    expect(wordnet.senses('run', 'verb')[0].synset.lexFile).toMatch(/^verb\./);
  });

  it('gives the themes of a word’s senses in sense order, and its main sense’s theme', () => {
    expect(wordnet.themes('bear', 'noun')).toEqual(['noun.animal', 'noun.person']);
    expect(wordnet.themes('bear')[0]).toBe('noun.animal');
    expect(wordnet.themes('bear')).toContain('verb.stative');
    expect(wordnet.mainTheme('bear', 'noun')).toBe('noun.animal');
    expect(wordnet.mainTheme('apple', 'noun')).toBe('noun.food');
    expect(wordnet.mainTheme('pound', 'noun')).not.toBe('noun.animal');
    expect(wordnet.mainTheme('qwzx', 'noun')).toBeUndefined();
  });

  it('counts how often a sense was tagged: the main sense of a common word more than a rare sense', () => {
    const [animal, person] = wordnet.senses('bear', 'noun');
    expect(wordnet.tagCount('bear', animal)).toBeGreaterThan(0);
    expect(wordnet.tagCount('bear', person)).toBe(0);
    expect(wordnet.tagCount('entire', wordnet.senses('entire', 'noun')[0])).toBe(0);
  });
});
