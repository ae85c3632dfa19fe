// Why a data download failed, in words for the player (loaded by load-asset.ts, told apart by the puzzle session).
export type AssetErrorKind = 'network' | 'http' | 'parse' | 'invalid';

/** Why an asset could not be loaded; `message` is fit to show the player. */
export class AssetError extends Error {
  readonly kind: AssetErrorKind;
  /** The HTTP status, for kind 'http'. */
  readonly status?: number;
  readonly url: string;
  constructor(kind: AssetErrorKind, message: string, details: { url?: string; status?: number; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AssetError';
    this.kind = kind;
    this.status = details.status;
    this.url = details.url ?? '';
  }

  /** Whether trying again may help (the network, or a server that is busy or failing). */
  get transient(): boolean {
    return this.kind === 'network' || (this.kind === 'http' && (this.status === 408 || this.status === 429 || (this.status ?? 0) >= 500));
  }
}
