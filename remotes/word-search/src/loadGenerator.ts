/** The puzzle generator (with its profanity filter) is its own chunk, loaded beside the word data. */
type GeneratorModule = typeof import('./logic/generate');

let pending: Promise<GeneratorModule> | null = null;

export function loadGenerator(): Promise<GeneratorModule> {
  pending ??= import(/* webpackChunkName: "word-search-generator" */ './logic/generate').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
