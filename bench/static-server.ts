/**
 * Baseline for bench/ssr-vs-static.ts: a bare node:http server sending fixed bytes. BODY_FILES names
 * a JSON file mapping each path to its identity answer and, if given, its brotli answer (compressed
 * once, beforehand): each a body file and the header list to send with it (the page cache's own
 * header block as a hit sent it, so both servers put the same bytes on the wire). A request that
 * accepts br gets the brotli answer. Prints its port.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnswerFile, BaselineFiles } from './static-baseline';

interface Answer {
  body: Buffer;
  headers: string[];
}

const files = JSON.parse(readFileSync(process.env.BODY_FILES ?? '', 'utf8')) as BaselineFiles;
const load = (file: AnswerFile): Answer => ({ body: readFileSync(file.body), headers: file.headers });
const answers = new Map(
  Object.entries(files).map(([path, file]) => [path, { identity: load(file.identity), br: file.br ? load(file.br) : null }]),
);

const server = http.createServer((req, res) => {
  const page = answers.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const answer = page.br && req.headers['accept-encoding']?.includes('br') ? page.br : page.identity;
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'listening', port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
