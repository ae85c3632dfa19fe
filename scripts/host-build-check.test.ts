import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildInputsPlugin } from '../host/build/build-inputs-plugin';
import { staleHostBuild } from './host-build-check';

// A repository of three files and a host "built" from two of them.
describe('staleHostBuild', () => {
  let root: string;
  const hostDir = () => path.join(root, 'host');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  /** What the plugin writes after a build that read `files`. */
  const build = (files: string[]) => {
    write('host/dist/index.html', '<html></html>');
    let afterEmit: ((compilation: unknown) => void) | undefined;
    new BuildInputsPlugin({ repoRoot: root }).apply({ hooks: { afterEmit: { tap: (_name: string, fn: typeof afterEmit) => (afterEmit = fn) } } });
    afterEmit!({ fileDependencies: new Set(files.map((file) => path.join(root, file))), outputOptions: { path: path.join(hostDir(), 'dist') } });
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-build-'));
    write('host/src/App.tsx', 'one');
    write('package-lock.json', '{}');
    write('remotes/2048/game.descriptor.ts', 'record');
    write('node_modules/react/index.js', 'react');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('says a host that was never built is stale, and one built from the sources as they are is not', () => {
    expect(staleHostBuild(hostDir(), root)).toBe('it has not been built');
    build(['host/src/App.tsx', 'remotes/2048/game.descriptor.ts', 'node_modules/react/index.js']);
    expect(staleHostBuild(hostDir(), root)).toBeUndefined();
  });

  it('names the sources that changed or went since the build', () => {
    build(['host/src/App.tsx']);
    write('host/src/App.tsx', 'two');
    expect(staleHostBuild(hostDir(), root)).toBe('host/src/App.tsx changed since it was built');
    write('host/src/App.tsx', 'one');
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(staleHostBuild(hostDir(), root)).toBe('package-lock.json changed since it was built');
  });

  it("ignores the games' folders and node_modules: a game's change never calls for a host build", () => {
    build(['host/src/App.tsx', 'remotes/2048/game.descriptor.ts', 'node_modules/react/index.js']);
    write('remotes/2048/game.descriptor.ts', 'another record');
    write('node_modules/react/index.js', 'react 20');
    expect(staleHostBuild(hostDir(), root)).toBeUndefined();
  });

  it('says an older build that does not list its sources is stale', () => {
    write('host/dist/index.html', '<html></html>');
    expect(staleHostBuild(hostDir(), root)).toMatch(/does not list what it was made from/);
  });
});
