// The kit's way to write a game's progress summary without putting the writers in the game's first load: they
// come in their own chunk, fetched at the first write (or in idle time), and writes run in the order made.
import type { GameProgress } from '../../contracts/progress';
import type * as Writers from './progress-writers';
import type { ProgressTarget } from './update-progress';

export type ProgressWriters = typeof Writers;
/** Given the writers, the change to make to the stored summary. */
export type ProgressChange = (writers: ProgressWriters) => (progress: GameProgress, now: number) => GameProgress;

let writers: Promise<ProgressWriters> | undefined;
let queue: Promise<void> = Promise.resolve();

/** The writers' chunk (one request per game, shared by every later write). */
export function loadProgressWriters(): Promise<ProgressWriters> {
  writers ??= import(/* webpackChunkName: "game-kit-progress" */ './progress-writers');
  return writers;
}

/** Applies a change to the game's summary, after the writes made before it. Never throws, never rejects. */
export function publishProgress(slug: string, change: ProgressChange, target?: ProgressTarget): void {
  queue = queue
    .then(loadProgressWriters)
    .then((loaded) => void loaded.updateProgress(slug, change(loaded), target))
    .catch(() => undefined);
}

/** Resolves once every write made so far is done (tests, and a page about to go away). */
export function progressPublished(): Promise<void> {
  return queue;
}
