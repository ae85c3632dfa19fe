import { HttpStatusError, NetworkError, RequestTimeoutError } from '@games/shared/net/retry';
import { GameLoadError } from './game-load-error';

const MAX_LENGTH = 240;

const shorten = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text);

/** A request of ours that failed on the network (time-out, error status, unreachable), if `error` is one. */
function networkCause(error: unknown): unknown {
  const cause = error instanceof Error ? error.cause : undefined;
  const isNetwork = (e: unknown) => e instanceof RequestTimeoutError || e instanceof HttpStatusError || e instanceof NetworkError;
  return isNetwork(cause) ? cause : undefined;
}

/** Why a request failed, in words a visitor understands (no URLs, no stack). */
function networkFailureReason(error: unknown): string {
  if (error instanceof RequestTimeoutError) return 'the server did not answer in time';
  if (error instanceof HttpStatusError) return `the server answered with an error (HTTP ${error.status})`;
  return 'the server could not be reached';
}

function withNetworkReason(what: string, error: GameLoadError): string {
  const cause = networkCause(error);
  return cause === undefined ? what : `${what}: ${networkFailureReason(cause)}`;
}

/**
 * What went wrong, in words a visitor understands: no URLs, codes or docs links. A GameLoadError says
 * which stage failed (its kind) and carries the request failure behind it; any other error (a game's
 * own render error) is already written by people and is only shortened.
 */
export function describeLoadError(error: unknown): string {
  if (!(error instanceof GameLoadError)) return shorten(error instanceof Error ? error.message : String(error));
  switch (error.kind) {
    case 'offline':
      return 'you are offline';
    case 'registry-unreachable':
      return withNetworkReason('The games registry could not be loaded', error);
    case 'registry-invalid':
      return `The games registry could not be loaded: ${error.detail ?? 'the answer is not valid'}`;
    case 'entry-rejected':
      return `its entry in the games registry is not valid (${error.detail ?? 'rejected'})`;
    case 'not-in-registry':
      return 'the game is not released yet';
    case 'manifest': {
      const cause = error.cause;
      if (networkCause(error) !== undefined) return withNetworkReason("the game's files could not be downloaded", error);
      if (cause instanceof SyntaxError) return "the game's file list could not be read";
      return "the game's file list is not valid";
    }
    case 'entry':
      return "the game's code could not be downloaded";
    case 'module':
      return "the game's code could not be started";
    case 'timeout':
      return 'loading the game took too long';
    case 'render':
      return shorten(error.message);
  }
}
