// `npm run word-data -- quartiles`: the pack of boards the game plays (src/data/boards.data.json).
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { commonWords, validationWords } from '@games/shared/word-data/sources';
import { isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { packBoard, PACK_VERSION, type Pack } from '../src/logic/pack';
import { generateBoards, type Sources } from './generate';

export const BOARD_COUNT = 150;
/** The generator's seed: the same boards every build. */
export const PACK_SEED = 'quartiles-pack-2';
export const PACK_PATH = 'src/data/boards.data.json';

let sources: Sources | null = null;

/**
 * The word sources: quartiles are answers under the policy (common, clean) of 8–16 letters; every word is checked
 * against the validation list; offensive ones are never accepted and only policy answers count.
 */
export function quartilesSources(): Sources {
  if (sources) return sources;
  const valid = validationWords();
  const prefixes = new Set<string>();
  for (const word of valid) for (let i = 1; i < word.length; i++) prefixes.add(word.slice(0, i));
  sources = {
    answers: commonWords().filter((word) => word.length >= 8 && word.length <= 16 && isAnswerWord(word)),
    tests: { isWord: (text) => valid.has(text), isPrefix: (text) => prefixes.has(text) },
    isOffensive,
    isCounted: (word) => isAnswerWord(word),
  };
  return sources;
}

export function buildData(): BuiltFiles {
  const boards = generateBoards(BOARD_COUNT, PACK_SEED, quartilesSources());
  const pack: Pack = { v: PACK_VERSION, boards: boards.map(packBoard) };
  return { [PACK_PATH]: assetJson(pack) };
}
