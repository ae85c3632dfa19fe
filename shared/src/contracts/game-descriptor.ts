import { catalogRecordProblems } from './catalog-record';

/**
 * What a game states about itself, once, in `remotes/<slug>/game.descriptor.ts`: the facts the portal's
 * e2e drills (saved games, accessibility, keyboard, byte budgets) and benches (long tasks) need, so a new
 * game is covered without edits anywhere else. Plain data: no React, no DOM, nothing that runs. The same
 * file exports the game's catalogue record as `catalog` (catalog-record.ts), apart from `descriptor` so a
 * game's code that reads its descriptor does not ship the record's texts.
 */
export interface GameDescriptor {
  /** As in /game/{slug}; also the remote's folder name and its key in the registry. */
  slug: string;
  ready: {
    /** data-testid of the element that is on screen once the game is drawn and takes input (its board). */
    testId: string;
    /**
     * Where a keyboard player's focus goes when that is not the ready element or inside it, e.g. the
     * focusable stage around a canvas. An ARIA role and accessible name (a regular expression's source).
     */
    keyboardTarget?: { role: string; name: string };
  };
  /**
   * Every storage key the game reads, without the kit's `games:` prefix, including the kit's own
   * (`<slug>:how-to-play-seen`). The saved-games drill spoils each one before the game opens at `e2ePath`.
   */
  storageKeys: readonly string[];
  /**
   * First-load JS budget in KB, gzip -9: remoteEntry.js plus the synchronous chunks of ./Game, beyond
   * the shared React (25 for most games; 40 with an engine or dictionary in the first chunk).
   */
  firstLoadBudgetKb: number;
  /** Path (with query) the drills open the game at; `/game/<slug>` when absent. */
  e2ePath?: string;
}


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * What is wrong with a descriptor read from `remotes/<folder>/game.descriptor.ts`: one line per problem,
 * none when it is usable. Read at test time, so a mistake fails loudly instead of skipping a game.
 */
export function descriptorProblems(value: unknown, folder: string): string[] {
  if (!isRecord(value)) return ['exports no `descriptor` object'];
  const problems: string[] = [];
  if (value.slug !== folder) problems.push(`slug is ${JSON.stringify(value.slug)}, not the folder name "${folder}"`);
  const ready = value.ready;
  if (!isRecord(ready) || !isText(ready.testId)) problems.push('ready.testId is not a test id');
  else if (ready.keyboardTarget !== undefined && (!isRecord(ready.keyboardTarget) || !isText(ready.keyboardTarget.role) || !isText(ready.keyboardTarget.name))) {
    problems.push('ready.keyboardTarget needs a role and a name');
  }
  const keys = value.storageKeys;
  if (!Array.isArray(keys) || !keys.every(isText)) problems.push('storageKeys is not a list of keys');
  else {
    for (const key of keys) {
      if (key.startsWith('games:')) problems.push(`storage key ${key} carries the kit's games: prefix`);
      else if (!key.startsWith(`${folder}:`)) problems.push(`storage key ${key} is outside the game's own ${folder}: namespace`);
    }
  }
  const budget = value.firstLoadBudgetKb;
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget <= 0) problems.push('firstLoadBudgetKb is not a positive number');
  if (value.e2ePath !== undefined && (typeof value.e2ePath !== 'string' || !value.e2ePath.startsWith(`/game/${folder}`))) {
    problems.push(`e2ePath does not start with /game/${folder}`);
  }
  return problems;
}

/**
 * What is wrong with the exports of `remotes/<folder>/game.descriptor.ts`: its `descriptor` and its
 * catalogue record `catalog`, one line per problem.
 */
export function gameFolderProblems(exports: { descriptor?: unknown; catalog?: unknown }, folder: string): string[] {
  return [...descriptorProblems(exports.descriptor, folder), ...catalogRecordProblems(exports.catalog).map((problem) => `catalog: ${problem}`)];
}
