import fs from 'node:fs';
import path from 'node:path';
import { gameRecord } from '../../host/src/catalog/game-records';
import { titleFromSlug } from '../../host/src/catalog/games';

/** The template a new game starts from: a small, complete Lights Out puzzle on the game kit. */
export const TEMPLATE_DIR = path.join(__dirname, 'template');

/** The game's own Playwright spec, written beside the portal's other specs. */
export const E2E_TEMPLATE = path.join(__dirname, 'template-e2e', 'game.spec.ts.tmpl');

/** Template files whose name would make tools treat the template itself as a package get a suffix. */
const TEMPLATE_SUFFIX = '.tmpl';

export class NewGameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewGameError';
  }
}

export interface NewGameOptions {
  slug: string;
  /** The folder that receives `<slug>/`: the repository's remotes/ normally, elsewhere in tests. */
  root: string;
  /** Where the game's own e2e spec goes (`<e2eDir>/<slug>.spec.ts`); none is written when absent. */
  e2eDir?: string;
  templateDir?: string;
}

export interface NewGame {
  dir: string;
  /** Paths of the written files, relative to `dir`. */
  files: string[];
  /** The game's own e2e spec, when one was written. */
  spec?: string;
}

/** Build output that may sit beside the template's sources; never copied. */
const SKIPPED_FOLDERS = new Set(['dist', 'node_modules']);

/** Every file under `dir`, relative to it, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

/**
 * Creates `<root>/<slug>/` from the template, with the slug and the catalogue title filled in. Refuses a
 * slug the host catalogue does not know (the portal would answer "Game Not Found") and a folder that
 * already exists (never overwrites a game).
 */
export function generateGame({ slug, root, e2eDir, templateDir = TEMPLATE_DIR }: NewGameOptions): NewGame {
  if (!gameRecord(slug)) {
    throw new NewGameError(`"${slug}" is not in the host catalogue (host/src/catalog/game-records.ts); a game needs its record there first`);
  }
  const dir = path.join(root, slug);
  if (fs.existsSync(dir)) throw new NewGameError(`${dir} already exists; a new game never overwrites one`);
  const spec = e2eDir ? path.join(e2eDir, `${slug}.spec.ts`) : undefined;
  if (spec && fs.existsSync(spec)) throw new NewGameError(`${spec} already exists; a new game never overwrites one`);
  const values: Record<string, string> = { __SLUG__: slug, __TITLE__: titleFromSlug(slug) };
  const fill = (file: string) => fs.readFileSync(file, 'utf8').replace(/__SLUG__|__TITLE__/g, (token) => values[token]);
  const files = listFiles(templateDir);
  // Write into a hidden folder first and rename it, so a failure never leaves half a game behind.
  const staging = path.join(root, `.${slug}.new-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const written = files.map((file) => {
      const target = file.endsWith(TEMPLATE_SUFFIX) ? file.slice(0, -TEMPLATE_SUFFIX.length) : file;
      const text = fill(path.join(templateDir, file));
      fs.mkdirSync(path.dirname(path.join(staging, target)), { recursive: true });
      fs.writeFileSync(path.join(staging, target), text);
      return target;
    });
    fs.renameSync(staging, dir);
    if (spec) fs.writeFileSync(spec, fill(E2E_TEMPLATE));
    return { dir, files: written.sort(), ...(spec ? { spec } : {}) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
