import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The host benchmark's reference point: a bare node:http server answering each path with the exact bytes
// (already compressed) and headers the host sent for it, and nothing else. Pages come as JSON on stdin.
interface CannedPage {
  path: string;
  headers: Record<string, string>;
  body: string; // base64
}

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const pages = new Map((JSON.parse(input) as CannedPage[]).map((p) => [p.path, { headers: p.headers, body: Buffer.from(p.body, 'base64') }]));
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { ...page.headers, 'content-length': page.body.length });
    res.end(page.body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
});
