import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_PORTS, HOST_URL, REMOTES_URL } from '../support/env';

const CONTACT_URL = `http://localhost:${E2E_PORTS.contact}`;

/** Headers every server of the system sends, whatever the route and status. */
function expectBaselineSecurityHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-powered-by'], where).toBeUndefined();
  expect(headers['referrer-policy'], where).toBeTruthy();
  expect(headers['content-security-policy'], where).toMatch(/frame-ancestors '(self|none)'/);
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
}

test.describe('security', () => {
  test('all three servers send security headers on pages, files, APIs and errors', async ({ request }) => {
    const registry = await request.get(`${REMOTES_URL}/registry.json`);
    const entry = (await registry.json()).games['2048'];
    const manifestUrl = new URL(entry.manifest ?? entry.entry, `${REMOTES_URL}/registry.json`).href;
    const checks: [string, string, number][] = [
      ['host page', `${HOST_URL}/`, 200],
      ['host game page', `${HOST_URL}/game/2048`, 200],
      ['host 404 page', `${HOST_URL}/no-such-page`, 404],
      ['host static file', `${HOST_URL}/favicon.svg`, 200],
      ['host API 404', `${HOST_URL}/api/nothing`, 404],
      ['remotes registry', `${REMOTES_URL}/registry.json`, 200],
      ['remotes manifest', manifestUrl, 200],
      ['remotes 404', `${REMOTES_URL}/nothing.js`, 404],
      ['contact health', `${CONTACT_URL}/healthz`, 200],
      ['contact 404', `${CONTACT_URL}/nothing`, 404],
    ];
    for (const [where, url, status] of checks) {
      const response = await request.get(url);
      expect(response.status(), where).toBe(status);
      expectBaselineSecurityHeaders(response, where);
    }
    const contactPost = await request.post(`${HOST_URL}/api/contact`, { data: {} });
    expect(contactPost.status()).toBe(400);
    expectBaselineSecurityHeaders(contactPost, 'contact POST through the host');
  });

  test('the host allows scripts only from itself, the remotes origin and its one hashed theme script', async ({ request }) => {
    for (const path of ['/', '/game/2048', '/no-such-page']) {
      const csp = (await request.get(path)).headers()['content-security-policy'];
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src'], path).toEqual(expect.arrayContaining(["'self'", REMOTES_URL]));
      const others = directives['script-src'].filter((v: string) => v !== "'self'" && v !== REMOTES_URL);
      // The theme's head script (host/src/theme/theme-init-script.ts), allowed by its hash alone.
      expect(others, path).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      expect(directives['object-src'], path).toEqual(["'none'"]);
      expect(directives['base-uri'], path).toEqual(["'self'"]);
    }
  });

  test('stored contact messages are not reachable by a visitor', async ({ request }) => {
    const secret = `private-${Date.now()}`;
    const sent = await request.post('/api/contact', {
      data: { name: 'Visitor', email: 'visitor@example.com', subject: secret, message: `body ${secret}` },
    });
    expect(sent.status()).toBe(201);
    const { id } = await sent.json();

    const attempts = [
      `${HOST_URL}/api/contact`,
      `${HOST_URL}/api/contact/${id}`,
      `${HOST_URL}/api/contact?id=${id}`,
      `${HOST_URL}/api/messages`,
      `${HOST_URL}/contact.sqlite`,
      `${HOST_URL}/assets/..%2f..%2fcontact.sqlite`,
      `${HOST_URL}/%2e%2e/%2e%2e/.data/contact.sqlite`,
      `${CONTACT_URL}/api/contact`,
      `${CONTACT_URL}/api/contact/${id}`,
      `${CONTACT_URL}/api/messages`,
      `${REMOTES_URL}/..%2fcontact.sqlite`,
      `${REMOTES_URL}/%2e%2e/contact.sqlite`,
      `${REMOTES_URL}/.registry.lock`,
    ];
    for (const url of attempts) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeGreaterThanOrEqual(400);
      expect(response.status(), url).toBeLessThan(500);
      const body = await response.text();
      expect(body, url).not.toContain(secret);
      // Error answers never reveal file paths or stack traces.
      expect(body, url).not.toMatch(/node_modules|\s+at \S+ \(/);
    }
    // Other methods on the collection are refused too, never answered with stored data.
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await request.fetch(`${HOST_URL}/api/contact`, { method, data: {} });
      expect(response.status(), method).toBeGreaterThanOrEqual(400);
      expect(response.status(), method).toBeLessThan(500);
      expect(await response.text(), method).not.toContain(secret);
    }
  });
});
