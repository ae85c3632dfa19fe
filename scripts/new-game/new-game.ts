import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { remotesSourceDir, repoRoot } from '../paths';
import { generateGame, NewGameError } from './generate';

/**
 * `npm run new-game -- <slug> [--root <folder>]`: a new game in remotes/<slug>/ (or <folder>/<slug>/)
 * from the template, ready to build, test, deploy and play through the portal.
 */
const USAGE = 'usage: npm run new-game -- <slug> [--root <folder>]   (the slug must be in the host catalogue)';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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
  // In the repository the game gets its own Playwright spec beside the portal's; elsewhere (tests) it does not.
  const inRepository = root === remotesSourceDir;
  const game = generateGame({ slug, root, e2eDir: inRepository ? path.join(repoRoot, 'e2e', 'tests') : undefined });
  console.log(`created ${path.relative(process.cwd(), game.dir) || game.dir}/ (${game.files.length} files)`);
  if (game.spec) console.log(`created ${path.relative(process.cwd(), game.spec)} (its own e2e spec)`);
  if (!inRepository) return;
  // A folder under remotes/ is an npm workspace: record it in package-lock.json so `npm ci` stays in step.
  try {
    execFileSync(npm, ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'pipe' });
    console.log('package-lock.json lists the new workspace');
  } catch {
    console.log('could not update package-lock.json offline: run `npm install` once before committing');
  }
  const steps: [string, string][] = [
    ['its own tests', `npx jest remotes/${slug}`],
    ['build it', `npm run build -w remotes/${slug}`],
    ['play it through the portal', `E2E_PORT_BASE=19080 npx playwright test -c e2e/playwright.config.ts e2e/tests/${slug}.spec.ts --project=portal`],
    [`play it yourself at http://localhost:8080/game/${slug}`, 'npm start'],
    ['deploy it (REMOTES_DEPLOY_DIR, DEPLOY_VERSION)', `npm run deploy -w remotes/${slug}`],
  ];
  console.log(['', 'next (README: Game-team guide):', ...steps.map(([what, command]) => `  ${what}:\n    ${command}`)].join('\n'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof NewGameError ? error.message : error);
  process.exit(1);
}
