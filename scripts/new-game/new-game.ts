import path from 'node:path';
import { remotesSourceDir } from '../paths';
import { generateGame, NewGameError } from './generate';

/**
 * `npm run new-game -- <slug> [--root <folder>]`: a new game in remotes/<slug>/ (or <folder>/<slug>/)
 * from the template, ready to build, test, deploy and play through the portal. Everything it writes is in
 * that folder: the portal lists the game from the record its release publishes.
 */
const USAGE = 'usage: npm run new-game -- <slug> [--root <folder>]   (the slug is the game\'s URL name, e.g. minesweeper)';

function parseArgs(argv: string[]): { slug: string; root: string } {
  const args = [...argv];
  let root = remotesSourceDir;
  const rootAt = args.indexOf('--root');
  if (rootAt !== -1) {
    if (!args[rootAt + 1]) throw new NewGameError(`--root needs a folder\n${USAGE}`);
    root = path.resolve(args[rootAt + 1]);
    args.splice(rootAt, 2);
  }
  if (args.length !== 1 || args[0].startsWith('-')) throw new NewGameError(USAGE);
  return { slug: args[0], root };
}

function main() {
  const { slug, root } = parseArgs(process.argv.slice(2));
  const game = generateGame({ slug, root, gamesDirs: [remotesSourceDir, root] });
  console.log(`created ${path.relative(process.cwd(), game.dir) || game.dir}/ (${game.files.length} files; gallery id ${game.id})`);
  if (root !== remotesSourceDir) return;
  const steps: [string, string][] = [
    ['say what it is: its catalogue record (title, tagline, categories, metadata) and card art', `remotes/${slug}/game.descriptor.ts, remotes/${slug}/card.svg`],
    ['its own tests', `npx jest remotes/${slug}`],
    ['build it', `npm run build --prefix remotes/${slug}`],
    ['play it through the portal', `E2E_PORT_BASE=19080 npx playwright test -c e2e/playwright.config.ts remotes/${slug}/e2e --project=games`],
    [`play it yourself at http://localhost:8080/game/${slug}`, 'npm start'],
    ['deploy it (REMOTES_DEPLOY_DIR, DEPLOY_VERSION)', `npm run deploy --prefix remotes/${slug}`],
  ];
  console.log(['', 'next (README: Game-team guide):', ...steps.map(([what, command]) => `  ${what}:\n    ${command}`)].join('\n'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof NewGameError ? error.message : error);
  process.exit(1);
}
