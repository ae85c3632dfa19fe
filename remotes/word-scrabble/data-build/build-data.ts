// `npm run word-data -- word-scrabble`: the dictionary (src/data/dictionary.data.json) under the answer policy
// (shared/word-data/policy.ts). The rule:
// - valid, for the player and the computer: word-list's words of 2–15 letters a–z, rare ones included (knowing
//   them is Scrabble), less every word the policy calls offensive (a slur or obscenity in any WordNet sense, and
//   its inflections): nobody may play those, as in today's official Scrabble lists, which dropped slurs;
// - never played nor suggested by the computer at any level, though a player may play them: the family-unfit
//   words (drugs, killing, sex, bodily functions, mild insults: the policy's family-unfit words and topics);
// - the easy computer's words: the policy's answer words (common, clean and family-fit).
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltFiles } from '@games/shared/word-data/assets';
import { familyReason, isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { DICTIONARY_FORMAT, encodeCommon, frontCode, type DictionaryAsset } from '../src/logic/dictionary-format';

export const ASSET_PATH = 'src/data/dictionary.data.json';
const PLAYABLE = /^[a-z]{2,15}$/;

/** The words of word-list a board may hold: 2–15 letters a–z, sorted, each once. */
export function listedWords(): string[] {
  // word-list is an ES module whose only job is to name this file; read it directly.
  const file = path.join(path.dirname(require.resolve('word-list', { paths: [__dirname] })), 'words.txt');
  return [...new Set(fs.readFileSync(file, 'utf8').split('\n').map((word) => word.trim()).filter((word) => PLAYABLE.test(word)))].sort();
}

/** Family-unfit (not offensive): a player may play it, the computer never does. Contractions and names are fine in Scrabble. */
export const isUnfitForComputer = (word: string) => familyReason(word)?.startsWith('family-unfit') === true;

export function buildDictionary(): DictionaryAsset {
  const words = listedWords().filter((word) => !isOffensive(word));
  return {
    format: DICTIONARY_FORMAT,
    count: words.length,
    words: frontCode(words),
    common: encodeCommon(words.length, (i) => isAnswerWord(words[i])),
    unfit: frontCode(words.filter(isUnfitForComputer)),
  };
}

/** The asset's text exactly as committed. */
export const serializeDictionary = (asset: DictionaryAsset) => `${JSON.stringify(asset)}\n`;

export function buildData(): BuiltFiles {
  return { [ASSET_PATH]: serializeDictionary(buildDictionary()) };
}
