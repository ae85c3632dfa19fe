// The built data files of a game: written by `npm run word-data`, committed, and checked by the game's test
// so that what ships is always what the pipeline builds.
import fs from 'node:fs';
import path from 'node:path';

/** Files a game's builder produces: path relative to its remote folder → exact contents. */
export type BuiltFiles = Record<string, string>;

/** JSON in one stable form: no spaces (the server compresses), keys in the order the builder wrote them. */
export const assetJson = (data: unknown) => `${JSON.stringify(data)}\n`;

/** Writes the files under the remote folder; returns their paths. */
export function writeBuiltFiles(remoteDir: string, files: BuiltFiles): string[] {
  return Object.entries(files).map(([relative, contents]) => {
    const target = path.join(remoteDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, contents);
    return target;
  });
}

/** The files whose committed contents differ from the builder's (missing ones too): empty when current. */
export function staleBuiltFiles(remoteDir: string, files: BuiltFiles): string[] {
  return Object.entries(files)
    .filter(([relative, contents]) => {
      const target = path.join(remoteDir, relative);
      return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== contents;
    })
    .map(([relative]) => relative);
}
