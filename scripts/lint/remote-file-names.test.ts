import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkGameFiles, type GameFile } from './remote-file-names';

const ROOT = join(__dirname, '..', '..');

/** Every .ts/.tsx file under `src`, with its path inside it. */
function gameFiles(src: string): GameFile[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(src, file).split('\\').join('/'), source: readFileSync(file, 'utf8') };
    });
}

const file = (path: string, source = ''): GameFile => ({ path, source });

describe('one name per role in every game', () => {
  const sources = [
    ...readdirSync(join(ROOT, 'remotes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join('remotes', entry.name, 'src')),
    join('scripts', 'new-game', 'template', 'src'),
  ];

  it.each(sources)('%s', (src) => {
    const findings = checkGameFiles(gameFiles(join(ROOT, src))).map(({ path, expected, why }) => `${src}/${path} → ${expected} (${why})`);
    expect(findings).toEqual([]);
  });
});

describe('checkGameFiles', () => {
  it('passes the names of the convention', () => {
    expect(
      checkGameFiles([
        file('dealer.ts', "bundledWorker('zip-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url)))"),
        file('deal.worker.ts'),
        file('engine.worker.ts'),
        file('engineClient.ts', "new Worker(new URL('./engine.worker.ts', import.meta.url))"),
        file('engine/engine.worker.ts'),
        file('useEngine.ts', "new Worker(new URL('./engine/engine.worker.ts', import.meta.url))"),
        file('Game.tsx', "new Worker(new URL('./engine.worker.ts', import.meta.url))"),
        file('solver.worker.ts'),
        file('solverClient.ts', "new Worker(new URL('./solver.worker.ts', import.meta.url))"),
        file('logic/rules.ts', 'const rules: PuzzleRules<Puzzle, Board, Move> = {};'),
        file('logic/rules.test.ts'),
        file('logic/generate.ts'),
        file('logic/generate.test.ts'),
        file('logic/deal.ts'),
        file('logic/solver.ts'),
        file('logic/lineSolver.ts'),
        file('logic/conflicts.ts'),
        file('logic/broken-rule.ts'),
      ]),
    ).toEqual([]);
  });

  it('names the expected file for each old name', () => {
    // The names the games had before the convention (queens, zip, tango, the-black, brainvita, word-scrabble, the template).
    const old = [
      file('gen.worker.ts'),
      file('generate.worker.ts'),
      file('logic/generator.ts'),
      file('logic/generator.test.ts'),
      file('logic/rules.ts', '// The rules of Queens: one queen per row, column and region.'),
      file('logic/puzzleRules.ts', 'const baseRules: PuzzleRules<GeneratedPuzzle, QueensBoard, MarkMove> = {};'),
      file('logic/solve.ts'),
      file('logic/solve.test.ts'),
      file('engine-client.ts', "new Worker(new URL('./engine.worker.ts', import.meta.url))"),
      file('hintEngine.ts', "bundledWorker('brainvita-solver', () => new Worker(new URL('./solver.worker.ts', import.meta.url)))"),
    ];
    expect(checkGameFiles(old).map(({ path, expected }) => [path, expected])).toEqual([
      ['gen.worker.ts', 'deal.worker.ts'],
      ['generate.worker.ts', 'deal.worker.ts'],
      ['logic/generator.ts', 'logic/generate.ts'],
      ['logic/generator.test.ts', 'logic/generate.test.ts'],
      ['logic/puzzleRules.ts', 'logic/rules.ts'],
      ['logic/solve.ts', 'logic/solver.ts'],
      ['logic/solve.test.ts', 'logic/solver.test.ts'],
      ['engine-client.ts', 'engineClient.ts'],
      ['hintEngine.ts', 'solverClient.ts'],
    ]);
  });

  it('says when the expected name is taken by a file that should be named for what it holds', () => {
    const [finding] = checkGameFiles([file('logic/rules.ts'), file('logic/puzzleRules.ts')]);
    expect(finding.why).toMatch(/logic\/rules\.ts is taken/);
  });

  it('puts each role in its place and names an unknown worker by its role', () => {
    expect(
      checkGameFiles([
        file('rules.ts'),
        file('logic/dealer.ts'),
        file('ai.worker.ts'),
        file('solve.worker.ts'),
        file('magic.worker.ts'),
        file('logic/gameRules.ts'),
        file('boards.ts', "new Worker(new URL('./deal.worker.ts', import.meta.url))"),
        file('logic/sessionRules.ts', 'export function createRules(): PuzzleRules<P, B, M> {}'),
        file('logic/board.ts', 'export const rules: PuzzleRules<P, B, M> = {};'),
      ]).map(({ path, expected }) => [path, expected]),
    ).toEqual([
      ['rules.ts', 'logic/rules.ts'],
      ['logic/dealer.ts', 'dealer.ts'],
      ['ai.worker.ts', 'engine.worker.ts'],
      ['solve.worker.ts', 'solver.worker.ts'],
      ['magic.worker.ts', 'deal.worker.ts, engine.worker.ts or solver.worker.ts'],
      ['logic/gameRules.ts', 'logic/rules.ts'],
      ['boards.ts', 'dealer.ts'],
      ['logic/sessionRules.ts', 'logic/rules.ts'],
      ['logic/board.ts', 'logic/rules.ts'],
    ]);
  });
});
