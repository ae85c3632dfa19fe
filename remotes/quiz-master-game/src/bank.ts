// Loads the categories a round needs with the kit's asset loader (cached per URL, retried, validated).
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import type { CategoryId } from './logic/categories';
import { isQuestionList, type Question } from './logic/question';
import { QUESTION_URLS } from './questionUrls';

export async function loadBank(categories: readonly CategoryId[]): Promise<Question[]> {
  const files = await Promise.all(categories.map((id) => loadAsset(QUESTION_URLS[id], isQuestionList, { what: `${id} questions` })));
  return files.flat();
}
