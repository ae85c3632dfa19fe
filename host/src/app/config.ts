import { PORTAL_CONFIG_ELEMENT_ID } from '@games/shared/contracts';
/**
 * Runtime configuration, injected by the host server into index.html as a JSON script
 * (not executed, so the CSP needs no 'unsafe-inline'). Defaults match `npm start`.
 */
export interface PortalConfig {
  /** {name} of the specification: the site's name. */
  siteName: string;
  /** {email} of the specification. */
  contactEmail: string;
  appStoreUrl: string;
  /** Absolute URL of the remotes registry.json. */
  registryUrl: string;
  /** Public origin of the portal, for canonical links. */
  publicUrl: string;
}

export const DEFAULT_CONFIG: PortalConfig = {
  siteName: 'Playfield Games',
  contactEmail: 'support@playfield.games',
  appStoreUrl: 'https://apps.apple.com/app/playfield-games/id6444000000',
  registryUrl: 'http://localhost:8081/registry.json',
  publicUrl: 'http://localhost:8080',
};

let cached: PortalConfig | undefined;

export function readConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PortalConfig {
  const el = doc?.getElementById(PORTAL_CONFIG_ELEMENT_ID);
  if (!el?.textContent) return DEFAULT_CONFIG;
  try {
    const parsed = JSON.parse(el.textContent) as Partial<PortalConfig>;
    const config = { ...DEFAULT_CONFIG };
    for (const key of Object.keys(DEFAULT_CONFIG) as (keyof PortalConfig)[]) {
      if (typeof parsed[key] === 'string' && parsed[key]) config[key] = parsed[key] as string;
    }
    return config;
  } catch {
    return DEFAULT_CONFIG;
  }
}

export function portalConfig(): PortalConfig {
  cached ??= readConfig();
  return cached;
}

/** The server renders pages with the configuration it will also inject into them. */
export function setPortalConfigForServerRendering(config: PortalConfig): void {
  cached = config;
}
