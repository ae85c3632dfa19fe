import fs from 'node:fs';
import path from 'node:path';
import { titleFromSlug } from '../../host/src/catalog/catalog';
import { readGameFolders } from '../catalog/game-descriptors';

/**
 * The template a new game starts from: a small, complete Lights Out puzzle on the game kit, with its
 * catalogue record and card art (game.descriptor.ts, card.svg) and its own Playwright spec (e2e/).
 */
export const TEMPLATE_DIR = path.join(__dirname, 'template');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The template's placeholder id in game.descriptor.ts, replaced by the next free one. */
const TEMPLATE_ID = /^(\s*id: )\d+,/m;

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
  /** The games whose ids the new one must not reuse: the repository's remotes/ (and `root`, when elsewhere). */
  gamesDirs?: readonly string[];
  templateDir?: string;
}

export interface NewGame {
  dir: string;
  /** Paths of the written files, relative to `dir`: everything the new game is, inside its own folder. */
  files: string[];
  /** Its gallery position: one past the highest id of the games there are. */
  id: number;
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

/** One past the highest catalogue id of the games in `dirs` (1 when there are none). */
export function nextGameId(dirs: readonly string[]): number {
  const ids = dirs.filter((dir) => fs.existsSync(dir)).flatMap((dir) => readGameFolders(dir).map((game) => game.catalog.id));
  return Math.max(0, ...ids) + 1;
}

/**
 * Creates `<root>/<slug>/` from the template, with the slug, the title and the next free catalogue id filled
 * in: a complete game whose catalogue record, card art and e2e spec are all inside its folder, so nothing
 * else in the repository changes and the portal lists it once it is deployed. Refuses a slug that cannot be
 * a URL and a folder that already exists (never overwrites a game).
 */
export function generateGame({ slug, root, gamesDirs = [root], templateDir = TEMPLATE_DIR }: NewGameOptions): NewGame {
  if (!SLUG.test(slug)) throw new NewGameError(`"${slug}" cannot be a game's name: lower-case letters and digits in words joined by hyphens, e.g. minesweeper or word-ladder`);
  const dir = path.join(root, slug);
  if (fs.existsSync(dir)) throw new NewGameError(`${dir} already exists; a new game never overwrites one`);
  const id = nextGameId([...new Set([...gamesDirs, root])]);
  const values: Record<string, string> = { __SLUG__: slug, __TITLE__: titleFromSlug(slug) };
  const fill = (file: string) => {
    const text = fs.readFileSync(file, 'utf8').replace(/__SLUG__|__TITLE__/g, (token) => values[token]);
    return path.basename(file) === 'game.descriptor.ts' ? text.replace(TEMPLATE_ID, `$1${id},`) : text;
  };
  const files = listFiles(templateDir);
  // Write into a hidden folder first and rename it, so a failure never leaves half a game behind.
  const staging = path.join(root, `.${slug}.new-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const written = files.map((file) => {
      const target = file.endsWith(TEMPLATE_SUFFIX) ? file.slice(0, -TEMPLATE_SUFFIX.length) : file;
      const source = path.join(templateDir, file);
      fs.mkdirSync(path.dirname(path.join(staging, target)), { recursive: true });
      // Text gets its tokens filled; the card art and other binary files are copied as they are.
      if (/\.(tsx?|jsx?|json|css|md|tmpl)$/.test(file)) fs.writeFileSync(path.join(staging, target), fill(source));
      else fs.copyFileSync(source, path.join(staging, target));
      return target;
    });
    fs.renameSync(staging, dir);
    return { dir, files: written.sort(), id };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
