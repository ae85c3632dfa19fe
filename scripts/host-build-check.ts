import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS_FILE, changedInputs } from '../host/build/build-inputs-plugin';

/**
 * Why the host build in `<hostDir>/dist` would be stale, or undefined when it matches its sources: none at all,
 * a build that does not list what it was made from, or source files that changed since (compared by content,
 * as dist/build-inputs.json lists them). `npm start` rebuilds such a host rather than serving it.
 */
export function staleHostBuild(hostDir: string, repoRoot: string): string | undefined {
  const dist = path.join(hostDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'it has not been built';
  let inputs: Record<string, string>;
  try {
    inputs = JSON.parse(fs.readFileSync(path.join(dist, BUILD_INPUTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return `its build does not list what it was made from (no ${BUILD_INPUTS_FILE})`;
  }
  const changed = changedInputs(inputs, repoRoot);
  if (changed.length === 0) return undefined;
  const named = changed.slice(0, 3).join(', ');
  return `${named}${changed.length > 3 ? ` and ${changed.length - 3} more files` : ''} changed since it was built`;
}
