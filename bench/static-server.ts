/**
 * Baseline for bench/ssr-vs-static.ts: a bare node:http server sending fixed bytes with the headers
 * a page needs. BODY_FILES names a JSON file mapping each path to its identity body file and, if
 * given, its brotli body file (compressed once, beforehand); a request that accepts br gets that.
 * Prints its port.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface BodyFiles {
  identity: string;
  br?: string;
}

const files = JSON.parse(readFileSync(process.env.BODY_FILES ?? '', 'utf8')) as Record<string, BodyFiles>;
const bodies = new Map(
  Object.entries(files).map(([path, file]) => [path, { identity: readFileSync(file.identity), br: file.br ? readFileSync(file.br) : null }]),
);

const server = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  if (body.br && req.headers['accept-encoding']?.includes('br')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Content-Length': body.br.length });
    res.end(body.br);
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.identity.length });
  res.end(body.identity);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'listening', port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
