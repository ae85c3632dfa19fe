import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { precompressDirectory } from './precompress';
import { precompressedStatic } from './precompressed-static';
import { plainErrorHandler } from './plain-error-handler';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
const source = 'export const answer = 42;\n'.repeat(200);
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets', 'main.abc.js'), source);
fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'x');
precompressDirectory(dir);

const app = express();
app.use(precompressedStatic(dir, 'public, max-age=31536000, immutable'));
app.use(express.static(dir));
app.use(plainErrorHandler('test'));
let server: ReturnType<typeof app.listen>;
let base: string;
beforeAll(async () => {
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, encoding: string) => fetch(`${base}${p}`, { headers: { 'Accept-Encoding': encoding } });

describe('precompressed static files', () => {
  it('sends brotli when accepted, smaller than gzip', async () => {
    const res = await get('/assets/main.abc.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(source);
    expect(fs.statSync(path.join(dir, 'assets/main.abc.js.br')).size).toBeLessThan(fs.statSync(path.join(dir, 'assets/main.abc.js.gz')).size);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/main.abc.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/main.abc.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('leaves tiny files uncompressed and refuses paths outside the root', async () => {
    expect(fs.existsSync(path.join(dir, 'assets/tiny.js.br'))).toBe(false);
    expect((await get('/assets/tiny.js', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/../etc/passwd.js', 'br')).status).toBe(404);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/main.abc.js.br'))).toString()).toBe(source);
  });
});

describe('a null byte in the path', () => {
  it('is a 400 or 404 for every encoding, logs nothing and names no file', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const target of ['/assets/a%00.js', '/assets/main.abc.js%00', '/assets/%00/x.css']) {
          const res = await get(target, encoding);
          expect({ target, encoding, clientError: [400, 404].includes(res.status) }).toEqual({ target, encoding, clientError: true });
          expect(await res.text()).not.toContain(dir);
        }
      }
      expect(errorSpy).not.toHaveBeenCalled();
    } finally {
      errorSpy.mockRestore();
    }
  });
});
