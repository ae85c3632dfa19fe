import { PRELOAD_ERROR_EVENT } from '../game/runtime-plugins/preload-error-event';
import type { GameLoadFailure } from '../game/game-load-error';

/** Where the browser reports a game that failed to load (host/server/load-failure-reports.ts). */
export const LOAD_FAILURE_REPORT_PATH = '/api/load-failures';

/** Every kind of failure a report may name; the server accepts these only. */
export const LOAD_FAILURE_KINDS = [
  'offline',
  'registry-unreachable',
  'registry-invalid',
  'entry-rejected',
  'not-in-registry',
  'manifest',
  'entry',
  'module',
  'timeout',
  'render',
] as const satisfies readonly GameLoadFailure[];

export interface LoadFailureReport {
  game: string;
  kind: (typeof LOAD_FAILURE_KINDS)[number] | 'unknown';
}

/** A page sends at most this many reports (a visitor pressing Retry on a broken game is one story). */
const MAX_REPORTS_PER_PAGE = 10;

/** The game a failure belongs to: the game page's, else the remote's name (game_word_match/Game → word-match). */
export function gameOfFailure(pathname: string, remoteId: string): string {
  const page = /^\/game\/([a-z0-9-]+)/.exec(pathname)?.[1];
  if (page) return page;
  return remoteId.split('/')[0].replace(/^game_/, '').replace(/_/g, '-').toLowerCase();
}

/** The failure's kind from the event's payload (a GameLoadError), else "unknown". */
export function kindOfFailure(payload: unknown): LoadFailureReport['kind'] {
  const kind = (payload as { kind?: unknown } | null)?.kind;
  return (LOAD_FAILURE_KINDS as readonly unknown[]).includes(kind) ? (kind as LoadFailureReport['kind']) : 'unknown';
}

/**
 * Tells the host about every game load that failed in this browser (one `preload-error` per failed
 * load), so operators see broken releases in the host's metrics (game_load_failures_total) instead of
 * hearing of them from visitors. A beacon: it survives the visitor leaving the page, and never delays
 * or breaks the page. Nothing personal is sent: the game and the kind of failure. A failure while
 * offline is not reported (it would not arrive, and it says nothing about the game).
 */
export function reportLoadFailures(target: Window = window, send: (url: string, body: Blob) => boolean = (url, body) => navigator.sendBeacon(url, body)): () => void {
  let sent = 0;
  const onFailure = (event: Event) => {
    const { id, payload } = event as Event & { id?: unknown; payload?: unknown };
    const kind = kindOfFailure(payload);
    if (kind === 'offline' || sent >= MAX_REPORTS_PER_PAGE) return;
    const report: LoadFailureReport = { game: gameOfFailure(target.location.pathname, typeof id === 'string' ? id : ''), kind };
    sent++;
    try {
      send(LOAD_FAILURE_REPORT_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
    } catch {
      // No beacon (an old browser, a blocked request): the report is lost, the page is not.
    }
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onFailure);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, onFailure);
}
