// Where each level's puzzle pack is served: a separate asset the build emits beside the remote.
import type { Level } from './logic/levels';

export const PACK_URLS: Readonly<Record<Level, string>> = {
  easy: new URL('./packs/easy.data.json', import.meta.url).href,
  medium: new URL('./packs/medium.data.json', import.meta.url).href,
  hard: new URL('./packs/hard.data.json', import.meta.url).href,
  expert: new URL('./packs/expert.data.json', import.meta.url).href,
};
