import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A remote's release is its bytes: the digest of a build folder covers every file's relative path and
 * content. The precompressed `.br`/`.gz` variants are left out: they are encodings of files already
 * covered, and another brotli or zlib release may encode the same bytes differently.
 */
export const DIGEST_EXCLUDED = /\.(br|gz)$/;
/** The release record written into each published version folder (never part of the digest). */
export const RELEASE_RECORD = 'release.json';

/** Every file under `dir`, as '/'-separated relative paths, sorted. */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.push(rel);
    }
  };
  walk('');
  return files.sort();
}

export function isDigested(relativePath: string): boolean {
  return !DIGEST_EXCLUDED.test(relativePath) && relativePath !== RELEASE_RECORD;
}

/** `sha256:<hex>` over the sorted (path, sha256 of content) pairs of the build's own files. */
export function buildDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).filter(isDigested)) {
    hash.update(`${file}\0${crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex')}\n`);
  }
  return `sha256:${hash.digest('hex')}`;
}

/** The short form used in derived versions (1.2.0+3f2a9c1d) and messages. */
export function shortDigest(digest: string): string {
  return digest.replace(/^sha256:/, '').slice(0, 8);
}
