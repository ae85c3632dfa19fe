// One name per role in every game (README, game-team guide, "File names"): a reader who knows one game finds
// the rules, the generator, the dealer and the workers of any other under the same names. Pure: the caller
// lists the files; remote-file-names.test.ts walks every remote and the new-game template.

/** A file of a game's `src/`: its path inside `src/` (forward slashes) and its text. */
export interface GameFile {
  path: string;
  source: string;
}

export interface NameFinding {
  path: string;
  expected: string;
  why: string;
}

/** The workers a game may have, each one name whatever the game. */
const WORKERS: Record<string, { worker: string; client: string; role: string }> = {
  deal: { worker: 'deal.worker', client: 'dealer', role: 'the worker that deals boards' },
  engine: { worker: 'engine.worker', client: 'engineClient', role: 'the computer opponent’s worker' },
  solver: { worker: 'solver.worker', client: 'solverClient', role: 'the solver’s worker' },
};

/** Other names seen for a worker's role. */
const WORKER_ALIASES: Record<string, keyof typeof WORKERS> = {
  gen: 'deal',
  generate: 'deal',
  generator: 'deal',
  generation: 'deal',
  dealer: 'deal',
  board: 'deal',
  puzzle: 'deal',
  ai: 'engine',
  bot: 'engine',
  opponent: 'engine',
  search: 'engine',
  think: 'engine',
  solve: 'solver',
  hint: 'solver',
  hints: 'solver',
};

/** Other names seen for a role with one name, and the name (folder and module) it has. */
const ROLE_ALIASES: Array<{ name: RegExp; expected: string; why: string }> = [
  { name: /^(gen|generator|generation|puzzle-?generator)$/i, expected: 'logic/generate', why: 'makes a board from a seed and a level' },
  { name: /^(dealing|deals)$/i, expected: 'logic/deal', why: 'the board a request gets' },
  { name: /^(solve|solution)$/i, expected: 'logic/solver', why: 'the solver' },
  { name: /^(.+[-_]?rules|rule)$/i, expected: 'logic/rules', why: 'one rules file: the rules the kit’s session runs, or the game’s rules' },
  { name: /^(deal-?client|dealer-?client|generator-?client|gen-?client)$/i, expected: 'dealer', why: 'the main-thread dealer' },
  { name: /^engine[-_]client$/i, expected: 'engineClient', why: 'the main-thread client of engine.worker.ts' },
  { name: /^(solver?[-_]client|solveClient)$/i, expected: 'solverClient', why: 'the main-thread client of solver.worker.ts' },
];

/** Roles whose file has one place in `src/`. */
const ROLE_FOLDERS: Record<string, string> = {
  rules: 'logic',
  generate: 'logic',
  deal: 'logic',
  solver: 'logic',
  dealer: '',
};

const SUFFIX = /(\.(test|bench))?\.tsx?$/;
const WORKER_URL = /new Worker\(\s*new URL\(\s*['"]\.\/(?:[\w-]+\/)*([\w-]+)\.worker\.ts['"]/;
const KIT_RULES = /\bPuzzleRules\s*</;

function split(path: string): { folder: string; module: string; suffix: string } {
  const slash = path.lastIndexOf('/');
  const base = path.slice(slash + 1);
  const suffix = SUFFIX.exec(base)?.[0] ?? '';
  return { folder: slash < 0 ? '' : path.slice(0, slash), module: base.slice(0, base.length - suffix.length), suffix };
}

const join = (folder: string, module: string, suffix: string): string => `${folder ? `${folder}/` : ''}${module}${suffix}`;

/** The finding for one file, or null when its name fits the convention. */
export function checkFileName({ path, source }: GameFile): NameFinding | null {
  const { folder, module, suffix } = split(path);
  const isTest = /\.(test|bench)\./.test(path);

  if (module.endsWith('.worker')) {
    const role = module.slice(0, -'.worker'.length);
    if (Object.hasOwn(WORKERS, role)) return null;
    const alias = WORKER_ALIASES[role.toLowerCase()];
    if (alias) return { path, expected: join(folder, WORKERS[alias].worker, suffix), why: WORKERS[alias].role };
    return { path, expected: 'deal.worker.ts, engine.worker.ts or solver.worker.ts', why: 'a worker is named for its role' };
  }

  for (const alias of ROLE_ALIASES) {
    if (alias.name.test(module)) return { path, expected: `${alias.expected}${suffix}`, why: alias.why };
  }

  if (Object.hasOwn(ROLE_FOLDERS, module) && folder !== ROLE_FOLDERS[module]) {
    return { path, expected: join(ROLE_FOLDERS[module], module, suffix), why: 'one place per role' };
  }

  if (isTest) return null;

  // The module that starts a worker (outside a component or hook, which own their worker's life) is its client.
  const workerRole = WORKER_URL.exec(source)?.[1];
  if (workerRole && Object.hasOwn(WORKERS, workerRole) && !path.endsWith('.tsx') && !/^use[A-Z]/.test(module)) {
    const client = WORKERS[workerRole].client;
    if (module !== client) return { path, expected: join(folder, client, suffix), why: `the main-thread client of ${workerRole}.worker.ts` };
  }

  // The rules the kit's puzzle session runs are the game's rules file.
  if (KIT_RULES.test(source) && path !== 'logic/rules.ts') {
    return { path, expected: 'logic/rules.ts', why: 'the rules the kit’s puzzle session runs' };
  }
  return null;
}

/** Every file of one game's `src/` whose name is outside the convention. */
export function checkGameFiles(files: readonly GameFile[]): NameFinding[] {
  const paths = new Set(files.map((file) => file.path));
  return files.flatMap((file) => {
    const finding = checkFileName(file);
    if (!finding) return [];
    // e.g. puzzleRules.ts beside rules.ts: the file holding that name now is named for what it holds instead.
    return paths.has(finding.expected) ? [{ ...finding, why: `${finding.why}; ${finding.expected} is taken: name that file for what it holds` }] : [finding];
  });
}
