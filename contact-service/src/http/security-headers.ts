import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** A response header as [name, value]; names lower-case, as Node reports them. */
export type HeaderPair = readonly [name: string, value: string];

/**
 * The headers helmet's defaults set (Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options, …), captured once at start-up by running helmet against a recorder.
 * Every response, whichever path serves it, sends exactly this list, so the contact endpoint's
 * lean node:http path and the Express routes cannot drift apart, and nothing recomputes them per
 * request. helmet's other effect, dropping X-Powered-By, is Express's `x-powered-by` setting.
 */
export function captureHelmetHeaders(): HeaderPair[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  // The default directives hold no per-request functions, so helmet never reads the request.
  helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be captured');
  return [...headers];
}
