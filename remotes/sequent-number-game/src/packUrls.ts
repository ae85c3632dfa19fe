// Where each packed level's puzzles are served: separate assets the build emits beside the remote.
export const PACK_URLS: Readonly<Record<string, string>> = {
  hidato10: new URL('./packs/hidato10.data.json', import.meta.url).href,
  numbrix10: new URL('./packs/numbrix10.data.json', import.meta.url).href,
};
