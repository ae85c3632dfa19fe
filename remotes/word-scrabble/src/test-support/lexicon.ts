// The committed dictionary asset read from disk, for tests and benches (Node only).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDictionaryAsset } from '../logic/dictionary-format';
import { lexiconFromAsset, type Lexicon } from '../logic/lexicon';

export const DICTIONARY_FILE = path.resolve(__dirname, '..', 'data', 'dictionary.data.json');

let cached: Lexicon | null = null;

export function loadTestLexicon(): Lexicon {
  if (cached) return cached;
  const asset: unknown = JSON.parse(readFileSync(DICTIONARY_FILE, 'utf8'));
  if (!isDictionaryAsset(asset)) throw new Error('The committed dictionary asset is malformed');
  cached = lexiconFromAsset(asset);
  return cached;
}
