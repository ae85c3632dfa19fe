// Why a data download failed, in words for the player (loaded by load-asset.ts, told apart by the puzzle session).
export type AssetErrorKind = 'network' | 'http' | 'parse' | 'invalid';

/** Why an asset could not be loaded; `message` is fit to show the player. */
export class AssetError extends Error {
  // Declared, not defined: set once in the constructor, so the build emits no field initialisers for them.
  declare readonly kind: AssetErrorKind;
  /** The HTTP status, for kind 'http'. */
  declare readonly status?: number;
  declare readonly url: string;
  // The details are Error's options too: it takes `cause` from them (the rest it ignores).
  constructor(kind: AssetErrorKind, message: string, url: string, details: { status?: number; cause?: unknown } = {}) {
    super(message, details);
    this.name = 'AssetError';
    this.kind = kind;
    this.url = url;
    this.status = details.status;
  }

  /** Whether trying again may help: the network, or a server that is busy or failing (only kind 'http' has a status). */
  get transient(): boolean {
    const status = this.status ?? 0;
    return this.kind === 'network' || status === 408 || status === 429 || status >= 500;
  }
}
