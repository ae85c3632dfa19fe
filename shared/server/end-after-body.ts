import type { IncomingMessage, ServerResponse } from 'node:http';

/** How much of a refused body is still read, and for how long, before the connection closes anyway. */
export const REFUSED_BODY_DRAIN_LIMITS = { maxBytes: 8 * 1024 * 1024, maxMs: 5_000 };

/**
 * Sends `body` as the whole answer (status and headers already set) to a request whose body is still
 * arriving, such as a 413 decided on the declared length, and ends the response, which closes the
 * connection, only once that body has been read and dropped, or once `limits` are reached.
 *
 * Why: ending at once lets Node close the connection while the client is still uploading; the bytes
 * it sends after that make the kernel reset the connection, and a client without keep-alive sees
 * EPIPE or ECONNRESET instead of the answer (7 to 15 of 32 did). nginx's lingering close does the same.
 * The answer is complete on the wire (Content-Length) before the body is drained, so a client that
 * reads while it writes has it at once.
 */
export function endAfterRequestBody(req: IncomingMessage, res: ServerResponse, body: string, limits = REFUSED_BODY_DRAIN_LIMITS): void {
  res.setHeader('Connection', 'close');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (req.complete || req.destroyed) return void res.end(body);
  res.write(body);
  let drained = 0;
  const end = () => {
    clearTimeout(timer);
    req.off('data', count).off('end', end).off('error', end).off('close', end);
    if (!res.writableEnded) res.end();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limits.maxBytes) end();
  };
  const timer = setTimeout(end, limits.maxMs);
  req.on('data', count).once('end', end).once('error', end).once('close', end);
  req.resume();
}
