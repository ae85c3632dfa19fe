import { portalConfig } from '../app/config';
import { createRegistryClient } from './registry-client';

/** The page's registry client; bootstrap starts the request at startup so game pages find it ready. */
export const registry = createRegistryClient(portalConfig().registryUrl);
