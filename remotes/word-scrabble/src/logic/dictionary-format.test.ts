import { base64ToBytes, bytesToBase64, decodeDictionary, DICTIONARY_FORMAT, encodeCommon, frontCode, frontDecode, isDictionaryAsset } from './dictionary-format';

describe('dictionary format', () => {
  const words = ['aa', 'aah', 'aahed', 'ab', 'abacus', 'b', 'zebra', 'zebras'];

  test('front coding round-trips and shares prefixes', () => {
    const coded = frontCode(words);
    expect(coded.startsWith('Aaa')).toBe(true);
    expect(coded).toContain('Ch'); // aah after aa
    expect(frontDecode(coded)).toEqual(words);
  });

  test('base64 round-trips any length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 255);
      expect([...base64ToBytes(bytesToBase64(bytes), n)]).toEqual([...bytes]);
    }
    expect(bytesToBase64(Uint8Array.from([1, 2, 3]))).toBe('AQID');
  });

  test('decodes the words, the common set and the words no computer plays', () => {
    const asset = { format: DICTIONARY_FORMAT, count: words.length, words: frontCode(words), common: encodeCommon(words.length, (i) => words[i].startsWith('z')), unfit: frontCode(['aah', 'abacus']) } as const;
    expect(isDictionaryAsset(asset)).toBe(true);
    const decoded = decodeDictionary(asset);
    expect(decoded.words).toEqual(words);
    expect([...decoded.common].sort()).toEqual(['zebra', 'zebras']);
    expect([...decoded.unfit]).toEqual(['aah', 'abacus']);
    expect(decodeDictionary({ ...asset, unfit: '' }).unfit.size).toBe(0);
  });

  test('rejects malformed assets', () => {
    expect(isDictionaryAsset(null)).toBe(false);
    expect(isDictionaryAsset({ format: 'other', count: 1, words: 'Aab', common: '', unfit: '' })).toBe(false);
    expect(isDictionaryAsset({ format: DICTIONARY_FORMAT, count: 0, words: 'Aab', common: '', unfit: '' })).toBe(false);
    // An asset of the first format (no unfit list) is not this one.
    expect(isDictionaryAsset({ format: 'front-coded-v1', count: 1, words: 'Aab', common: '' })).toBe(false);
    expect(isDictionaryAsset({ format: DICTIONARY_FORMAT, count: 1, words: 'Aab', common: '' })).toBe(false);
    expect(() => decodeDictionary({ format: DICTIONARY_FORMAT, count: 3, words: 'Aab', common: '', unfit: '' })).toThrow();
  });
});
