import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { captureHelmetHeaders } from './security-headers';

/** The headers helmet really sets on a live response, for comparison with the captured list. */
async function headersFromLiveHelmet(): Promise<Record<string, string>> {
  const middleware = helmet();
  const server = http.createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    return headers;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('captureHelmetHeaders', () => {
  test('is exactly the set of headers helmet sends on a live response', async () => {
    expect(Object.fromEntries(captureHelmetHeaders())).toEqual(await headersFromLiveHelmet());
  });

  test('holds the protections the portal relies on, with lower-case names and no X-Powered-By', () => {
    const headers = Object.fromEntries(captureHelmetHeaders());
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    });
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
