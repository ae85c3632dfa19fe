import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The benchmark's reference point: reads the body and answers 201 with an id, nothing else.
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const body = JSON.stringify({ id: randomUUID() });
    res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ msg: 'contact service listening', url: `http://127.0.0.1:${port}` })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
