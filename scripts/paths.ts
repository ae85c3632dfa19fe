import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');
export const remotesSourceDir = path.join(repoRoot, 'remotes');
export const hostDir = path.join(repoRoot, 'host');

/** Where versioned remote builds and registry.json live (the remotes server's document root). */
export function deployDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.REMOTES_DEPLOY_DIR ?? path.join(repoRoot, 'deploy', 'remotes'));
}
