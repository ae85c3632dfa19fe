/**
 * Why a game could not be shown, as data. Each stage of a load (registry, manifest, remote entry,
 * module, render) raises or wraps its failure in a GameLoadError of its kind, keeping the underlying
 * error (a time-out, an HTTP status, the runtime's own error) as the standard `cause`. The page picks
 * its state and its words from `kind`, never from a message.
 */
export type GameLoadFailure =
  /** The browser has no network. */
  | 'offline'
  /** The registry request failed (unreachable, timed out, an error status). */
  | 'registry-unreachable'
  /** The registry answered, but not with a usable document. */
  | 'registry-invalid'
  /** The registry lists the game, but its entry was rejected. */
  | 'entry-rejected'
  /** The registry does not list the game: it is not released yet. */
  | 'not-in-registry'
  /** The game's mf-manifest.json could not be fetched or read. */
  | 'manifest'
  /** The game's code (remoteEntry.js or its chunks) could not be downloaded. */
  | 'entry'
  /** The game's code arrived but could not be started, or exposes no Game component. */
  | 'module'
  /** The load as a whole ran past the loader's deadline. */
  | 'timeout'
  /** The game threw while rendering. */
  | 'render';

export interface GameLoadErrorOptions {
  cause?: unknown;
  /** A reason already written for people (a rejected entry's, a registry document's). */
  detail?: string;
}

export class GameLoadError extends Error {
  readonly kind: GameLoadFailure;
  readonly detail?: string;

  constructor(kind: GameLoadFailure, message: string, options: GameLoadErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GameLoadError';
    this.kind = kind;
    this.detail = options.detail;
  }
}

/** `error` as a GameLoadError: kept as it is when it already is one, else wrapped as `kind`. */
export function asGameLoadError(error: unknown, kind: GameLoadFailure): GameLoadError {
  if (error instanceof GameLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new GameLoadError(kind, message, { cause: error });
}
