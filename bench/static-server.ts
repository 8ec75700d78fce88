/**
 * Baseline for bench/ssr-vs-static.ts: a bare node:http server sending fixed bytes with the same
 * headers a page gets. Reads the body from the file named by BODY_FILE; prints its port.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const body = readFileSync(process.env.BODY_FILE ?? '');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'listening', port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
