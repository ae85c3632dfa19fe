import path from 'node:path';

/** Host server settings, from environment variables with the `npm start` defaults. */
export interface HostServerConfig {
  port: number;
  /** Interface to listen on. */
  bind: string;
  /** Built shell (index.html, hashed assets). */
  distDir: string;
  /** Unhashed public files (images, favicon). */
  publicDir: string;
  /** Public URL of the portal, for canonical links. */
  publicUrl: string;
  /** URL the browser fetches the registry from. */
  registryUrl: string;
  /** URL this server reads the registry from for a game page's preload hints (default: registryUrl). */
  serverRegistryUrl: string;
  /** Origins the browser may load remote code from (CSP script-src / connect-src). */
  remotesOrigins: string[];
  /** Where POST /api/contact is forwarded. */
  contactServiceUrl: string;
  /** Contact bodies over this are refused here (413): the contact service's own limit. */
  contactBodyLimitBytes: number;
  /**
   * Proxies in front of this server whose X-Forwarded-For it believes (TRUST_PROXY, default 0): 1 behind a
   * cluster's ingress, so the visitor's address (not the ingress pod's) reaches the contact service's rate
   * limit. 0 when visitors connect directly (npm start, docker-compose): the socket's address.
   */
  trustProxyHops: number;
  siteName: string;
  contactEmail: string;
  appStoreUrl: string;
}

const hostRoot = path.resolve(__dirname, '..');

function trustProxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5) throw new Error(`TRUST_PROXY must be a number of proxy hops from 0 to 5, not "${value}"`);
  return hops;
}

export function hostConfigFromEnv(env: NodeJS.ProcessEnv = process.env): HostServerConfig {
  const port = Number(env.HOST_PORT ?? env.PORT ?? 8080);
  const remotesPort = Number(env.REMOTES_PORT ?? 8081);
  const registryUrl = env.REGISTRY_URL ?? `http://localhost:${remotesPort}/registry.json`;
  const remotesOrigins = (env.REMOTES_ORIGINS ?? new URL(registryUrl).origin)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port,
    bind: env.HOST_BIND ?? '0.0.0.0',
    distDir: env.HOST_DIST_DIR ?? path.join(hostRoot, 'dist'),
    publicDir: env.HOST_PUBLIC_DIR ?? path.join(hostRoot, 'public'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    registryUrl,
    serverRegistryUrl: env.SERVER_REGISTRY_URL ?? registryUrl,
    remotesOrigins,
    contactServiceUrl: env.CONTACT_SERVICE_URL ?? `http://127.0.0.1:${env.CONTACT_PORT ?? 8082}`,
    contactBodyLimitBytes: 16 * 1024,
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    siteName: env.SITE_NAME ?? 'Playfield Games',
    contactEmail: env.CONTACT_EMAIL ?? 'support@playfield.games',
    appStoreUrl: env.APP_STORE_URL ?? 'https://apps.apple.com/app/playfield-games/id6444000000',
  };
}
