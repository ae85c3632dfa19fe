import { readFileSync } from 'node:fs';
import { ASSET_PATH, buildDictionary, serializeDictionary } from './build-dictionary';

describe('dictionary builder', () => {
  test('the committed asset is exactly what the builder makes (it never drifts)', () => {
    expect(serializeDictionary(buildDictionary()) === readFileSync(ASSET_PATH, 'utf8')).toBe(true);
  });
});
