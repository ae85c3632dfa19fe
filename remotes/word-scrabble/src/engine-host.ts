// The engine where it runs (the worker, or the main thread when workers fail): loads the dictionary once,
// lazily, then answers move, hint and word-check requests.
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { DICTIONARY_URL } from './dataUrl';
import { isDictionaryAsset } from './logic/dictionary-format';
import { answer, type EngineRequest, type EngineResponse } from './logic/engine';
import { lexiconFromAsset, type Lexicon } from './logic/lexicon';

let lexicon: Promise<Lexicon> | null = null;

function loadLexicon(): Promise<Lexicon> {
  lexicon ??= loadAsset(DICTIONARY_URL, isDictionaryAsset, { what: 'dictionary' }).then(lexiconFromAsset);
  // A failed load is tried again on the next request.
  lexicon.catch(() => (lexicon = null));
  return lexicon;
}

export async function handleEngineRequest(request: EngineRequest): Promise<EngineResponse> {
  return answer(await loadLexicon(), request);
}
