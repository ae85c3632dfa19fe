/**
 * The last failure of each remote request made through the network-retry plugin. The federation
 * runtime replaces a failed manifest request with its own generic error; this keeps the cause
 * (time-out, HTTP status, unreachable) for the message the visitor sees.
 */
const failures = new Map<string, unknown>();

/** Records the outcome of a request: an error, or undefined once it succeeded. */
export function recordRequestFailure(url: string, error: unknown): void {
  if (error === undefined) failures.delete(url);
  else failures.set(url, error);
}

export function requestFailure(url: string): unknown {
  return failures.get(url);
}
