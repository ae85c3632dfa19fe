// Where each difficulty's puzzle pack is served: a separate asset the build emits beside the remote.
import type { Difficulty } from './logic/difficulty';

export const PACK_URLS: Readonly<Record<Difficulty, string>> = {
  easy: new URL('./packs/easy.data.json', import.meta.url).href,
  medium: new URL('./packs/medium.data.json', import.meta.url).href,
  hard: new URL('./packs/hard.data.json', import.meta.url).href,
  expert: new URL('./packs/expert.data.json', import.meta.url).href,
};
