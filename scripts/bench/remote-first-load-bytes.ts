import zlib from 'node:zlib';
import { descriptorFor } from '../../e2e/support/remotes';

/**
 * The budget of a game deployed without a descriptor in this checkout (e.g. one the new-game spec made),
 * as GAME-DONE.md sets it for a game without an engine or dictionary in its first chunk.
 */
export const DEFAULT_REMOTE_BUDGET_BYTES = 25 * 1024;

/**
 * A game's own first-load JS budget in bytes (gzip), beyond the shared React and without lazily loaded
 * data: its descriptor's firstLoadBudgetKb.
 */
export const budgetFor = (slug: string): number => {
  const descriptor = descriptorFor(slug);
  return descriptor ? descriptor.firstLoadBudgetKb * 1024 : DEFAULT_REMOTE_BUDGET_BYTES;
};

export interface RemoteFirstLoadBytes {
  slug: string;
  /** The files counted, each gzip -9: remoteEntry.js and the synchronous JS chunks of ./Game. */
  files: { file: string; gzipBytes: number }[];
  /** Their sum. */
  gzipBytes: number;
  budgetBytes: number;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What a game costs on first load, from its deployed mf-manifest.json: remoteEntry.js plus the
 * synchronous JS of ./Game, each gzip -9 (the precompressed files served). Shared React comes from
 * the host and is not counted; async chunks and data files load later and are not counted either.
 */
export async function remoteFirstLoadBytes(slug: string, manifestUrl: string, read: (url: string) => Promise<Buffer> = fetchBytes): Promise<RemoteFirstLoadBytes> {
  const manifest = JSON.parse((await read(manifestUrl)).toString('utf8')) as Manifest;
  const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : '';
  const base = new URL(publicPath, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const game = manifest.exposes?.find((e) => e.path === './Game');
  if (!game) throw new Error(`${manifestUrl} exposes no ./Game`);
  const names = [entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name, ...(game.assets?.js?.sync ?? [])];
  const files: RemoteFirstLoadBytes['files'] = [];
  for (const file of names) files.push({ file, gzipBytes: zlib.gzipSync(await read(new URL(file, base).href), { level: 9 }).length });
  return { slug, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetBytes: budgetFor(slug) };
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Every game the registry lists, measured from the remotes origin. */
export async function allRemotesFirstLoadBytes(registryUrl: string): Promise<RemoteFirstLoadBytes[]> {
  const registry = JSON.parse((await fetchBytes(registryUrl)).toString('utf8')) as { games: Record<string, { entry: string }> };
  const results: RemoteFirstLoadBytes[] = [];
  for (const [slug, { entry }] of Object.entries(registry.games).sort(([a], [b]) => a.localeCompare(b))) {
    results.push(await remoteFirstLoadBytes(slug, new URL(entry, registryUrl).href));
  }
  return results;
}
