import { THEME_STORAGE_KEY } from './theme-choice';

/**
 * Runs in <head> before the first paint so a chosen theme never flashes the other one. It is inline (no
 * request on the way to the first paint) and allowed by its hash in the CSP (host/server/app.ts), which
 * otherwise forbids inline scripts.
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
