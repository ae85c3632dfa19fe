import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateGame, NewGameError } from './generate';

describe('generateGame', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-game-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a remote with the slug and title filled in and no token left', () => {
    const game = generateGame({ slug: 'tic-tac-toe', root });
    expect(game.dir).toBe(path.join(root, 'tic-tac-toe'));
    expect(game.files).toEqual(
      expect.arrayContaining(['package.json', 'webpack.config.js', 'game.descriptor.ts', path.join('src', 'Game.tsx'), path.join('src', 'HowToPlay.tsx'), path.join('src', 'logic', 'rules.ts'), path.join('src', 'logic', 'rules.test.ts')]),
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(game.dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@games/tic-tac-toe', description: 'Tic Tac Toe as a Module Federation remote.' });
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'test', 'deploy', 'rollback']));
    expect(fs.readFileSync(path.join(game.dir, 'game.descriptor.ts'), 'utf8')).toContain("slug: 'tic-tac-toe'");
    for (const file of game.files) expect(fs.readFileSync(path.join(game.dir, file), 'utf8')).not.toMatch(/__SLUG__|__TITLE__/);
    expect(fs.readdirSync(root)).toEqual(['tic-tac-toe']);
  });

  it("writes the game's own e2e spec when asked, naming its board and solver", () => {
    const e2eDir = path.join(root, 'e2e');
    fs.mkdirSync(e2eDir);
    const game = generateGame({ slug: 'word-match', root: path.join(root, 'remotes'), e2eDir });
    expect(game.spec).toBe(path.join(e2eDir, 'word-match.spec.ts'));
    const spec = fs.readFileSync(game.spec!, 'utf8');
    expect(spec).toContain("getByTestId('word-match-board')");
    expect(spec).toContain("from '../../remotes/word-match/src/logic/solve'");
    expect(spec).not.toMatch(/__SLUG__|__TITLE__/);
    expect(() => generateGame({ slug: 'word-match', root: path.join(root, 'elsewhere'), e2eDir })).toThrow(/word-match.spec.ts already exists/);
  });

  it('refuses a slug outside the host catalogue', () => {
    expect(() => generateGame({ slug: 'snake', root })).toThrow(NewGameError);
    expect(() => generateGame({ slug: 'snake', root })).toThrow(/not in the host catalogue/);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('refuses a folder that exists, and leaves it as it was', () => {
    fs.mkdirSync(path.join(root, 'brainvita'));
    fs.writeFileSync(path.join(root, 'brainvita', 'notes.txt'), 'mine');
    expect(() => generateGame({ slug: 'brainvita', root })).toThrow(/already exists/);
    expect(fs.readdirSync(path.join(root, 'brainvita'))).toEqual(['notes.txt']);
  });
});
