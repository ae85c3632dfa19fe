import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardArtProblems } from '@games/shared/build/card-art.js';
import { readGameFolder, readGameFolders, REMOTES_DIR } from '../catalog/game-descriptors';
import { generateGame, nextGameId, NewGameError } from './generate';

describe('generateGame', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-game-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a remote with the slug, title and next free id filled in, everything inside its folder', () => {
    const game = generateGame({ slug: 'minesweeper', root, gamesDirs: [REMOTES_DIR] });
    expect(game.dir).toBe(path.join(root, 'minesweeper'));
    expect(game.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'webpack.config.js',
        'game.descriptor.ts',
        'card.svg',
        path.join('e2e', 'game.spec.ts'),
        path.join('src', 'Game.tsx'),
        path.join('src', 'logic', 'rules.ts'),
        path.join('src', 'logic', 'rules.test.ts'),
      ]),
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(game.dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@games/minesweeper', description: 'Minesweeper as a Module Federation remote.' });
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'test', 'deploy', 'rollback']));
    for (const file of game.files) expect(fs.readFileSync(path.join(game.dir, file), 'utf8')).not.toMatch(/__SLUG__|__TITLE__/);
    // Nothing is written beside the game's folder.
    expect(fs.readdirSync(root)).toEqual(['minesweeper']);
  });

  it('gives the game a usable catalogue record, its art beside it, and an id no game has', () => {
    const game = generateGame({ slug: 'minesweeper', root, gamesDirs: [REMOTES_DIR] });
    const { descriptor, catalog } = readGameFolder(game.dir);
    expect(descriptor.slug).toBe('minesweeper');
    expect(catalog).toMatchObject({ id: nextGameId([REMOTES_DIR]), title: 'Minesweeper' });
    expect(game.id).toBe(catalog.id);
    expect(cardArtProblems(game.dir, catalog.image)).toEqual([]);
    // The next game made goes after this one.
    expect(generateGame({ slug: 'word-ladder', root, gamesDirs: [REMOTES_DIR] }).id).toBe(catalog.id + 1);
  });

  it("writes the game's own e2e spec in its folder, naming its board and solver", () => {
    const game = generateGame({ slug: 'word-ladder', root });
    const spec = fs.readFileSync(path.join(game.dir, 'e2e', 'game.spec.ts'), 'utf8');
    expect(spec).toContain("getByTestId('word-ladder-board')");
    expect(spec).toContain("from '../src/logic/solver'");
    expect(spec).toContain("from '../../../e2e/support/first-visit'");
  });

  it('refuses a name that cannot be a URL', () => {
    for (const slug of ['Snake', 'snake game', '-snake', 'snake--2', '../snake']) {
      expect(() => generateGame({ slug, root })).toThrow(NewGameError);
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('refuses a folder that exists, and leaves it as it was', () => {
    fs.mkdirSync(path.join(root, 'brainvita'));
    fs.writeFileSync(path.join(root, 'brainvita', 'notes.txt'), 'mine');
    expect(() => generateGame({ slug: 'brainvita', root })).toThrow(/already exists/);
    expect(fs.readdirSync(path.join(root, 'brainvita'))).toEqual(['notes.txt']);
  });
});

describe('nextGameId', () => {
  it('is one past the highest id of the games there are, and 1 with none', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-games-'));
    expect(nextGameId([empty])).toBe(1);
    fs.rmSync(empty, { recursive: true, force: true });
    expect(nextGameId([REMOTES_DIR])).toBe(Math.max(...readGameFolders().map((game) => game.catalog.id)) + 1);
  });
});
