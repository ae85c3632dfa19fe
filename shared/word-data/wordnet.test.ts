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

describe('WordNet kinds (hypernyms)', () => {
  const wordnet = loadWordNet();

  it('finds synsets by lemma, by lemma and sense number, and by offset or key', () => {
    const dog = wordnet.synset('dog')!;
    expect(dog.words).toContain('domestic dog');
    expect(wordnet.synset('dog.n.01')).toBe(dog);
    expect(wordnet.synset(dog.key.slice('noun:'.length))).toBe(dog);
    expect(wordnet.synset(dog.key)).toBe(dog);
    expect(wordnet.synset('plant.n.02')!.definition).toMatch(/living organism/);
    expect(wordnet.synset('body_of_water')!.words).toContain('body of water');
    expect(wordnet.synset('run.v.01')!.pos).toBe('verb');
    expect(wordnet.synset('qwzx')).toBeUndefined();
    expect(wordnet.synset('dog.n.99')).toBeUndefined();
  });

  it('reads hypernym and instance hypernym pointers', () => {
    expect(wordnet.synset('dog')!.hypernyms.map((key) => wordnet.synset(key)!.words[0])).toEqual(['canine', 'domestic animal']);
    // The Nile is an instance of a river (an "@i" pointer), not a kind of one.
    expect(wordnet.synset('nile')!.hypernyms.map((key) => wordnet.synset(key)!.words[0])).toEqual(['river']);
    expect(wordnet.synset('happy.a.01')!.hypernyms).toEqual([]);
  });

  it('gives every ancestor up to entity, the same set each time', () => {
    const ancestors = wordnet.ancestors(wordnet.synset('dog')!);
    expect(ancestors.has(wordnet.synset('animal')!.key)).toBe(true);
    expect(ancestors.has(wordnet.synset('entity')!.key)).toBe(true);
    expect(ancestors.has(wordnet.synset('dog')!.key)).toBe(false);
    expect(wordnet.ancestors(wordnet.synset('dog')!)).toBe(ancestors);
  });

  it('asks whether a word’s main noun sense is a kind of any of some roots', () => {
    expect(wordnet.isKindOf('lake', ['body_of_water'])).toBe(true);
    expect(wordnet.isKindOf('dog', ['fish', 'animal'])).toBe(true);
    expect(wordnet.isKindOf('animal', ['animal'])).toBe(true);
    expect(wordnet.isKindOf('nile', ['body_of_water'])).toBe(true);
    // Only the main sense counts: a plant is first a factory, a bank first sloping land.
    expect(wordnet.isKindOf('plant', ['plant.n.02'])).toBe(false);
    expect(wordnet.isKindOf('plant', ['building_complex'])).toBe(true);
    expect(wordnet.isKindOf('bank', ['financial_institution'])).toBe(false);
    // The abstract words coarse themes let in are no concrete kinds.
    expect(wordnet.isKindOf('effect', ['natural_elevation', 'body_of_water', 'geological_formation', 'celestial_body', 'weather'])).toBe(false);
    expect(wordnet.isKindOf('system', ['furniture', 'container', 'implement', 'device'])).toBe(false);
    expect(wordnet.isKindOf('run', ['travel.v.01'], 'verb')).toBe(true);
    expect(wordnet.isKindOf('qwzx', ['animal'])).toBe(false);
    expect(() => wordnet.isKindOf('dog', ['qwzx'])).toThrow(/no synset qwzx/);
  });
});
