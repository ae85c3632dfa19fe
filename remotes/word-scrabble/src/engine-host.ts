// The engine where it runs (the worker, or the main thread when workers fail): loads the dictionary once,
// lazily, from the URL the page resolved, then answers move, hint and word-check requests.
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { isDictionaryAsset } from './logic/dictionary-format';
import { answer, type EngineRequest, type EngineResponse } from './logic/engine';
import { lexiconFromAsset, type Lexicon } from './logic/lexicon';

/** What the page sends: the request and where the dictionary asset is (the worker cannot resolve the page's asset URLs). */
export interface HostRequest {
  dictionaryUrl: string;
  request: EngineRequest;
}

let lexicon: Promise<Lexicon> | null = null;

function loadLexicon(url: string): Promise<Lexicon> {
  if (!lexicon) {
    const loading = loadAsset(url, isDictionaryAsset, { what: 'dictionary' }).then(lexiconFromAsset);
    // A failed load is tried again on the next request.
    loading.catch(() => {
      if (lexicon === loading) lexicon = null;
    });
    lexicon = loading;
  }
  return lexicon;
}

export async function handleEngineRequest({ dictionaryUrl, request }: HostRequest): Promise<EngineResponse> {
  return answer(await loadLexicon(dictionaryUrl), request);
}
