import { portalConfig } from '../app/config';
import { createRegistryClient } from './registry-client';

let client: ReturnType<typeof createRegistryClient> | undefined;

/** The page's registry client, created on first use; bootstrap starts the request at startup. */
export const registry = {
  load() {
    client ??= createRegistryClient(portalConfig().registryUrl);
    return client.load();
  },
  refresh() {
    client ??= createRegistryClient(portalConfig().registryUrl);
    return client.refresh();
  },
};
