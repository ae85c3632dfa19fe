/** Where the host server serves the service worker; its scope is the whole portal. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * The shell page without server-rendered content: the service worker caches it and answers any
 * navigation with it when the network is down, so the client renders the route (the offline screen).
 */
export const APP_SHELL_PATH = '/app-shell';
