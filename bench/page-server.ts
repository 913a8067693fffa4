/**
 * Serves the benchmark pages (bench/pages, real WCXB captures) at /p/<id> on a local port. Their
 * links to other hosts (scripts, styles, images) are pointed back at this server, which answers
 * them with an empty 404: both paths under comparison then make the same requests, and none of
 * them waits on DNS (these machines have no network; lookups of outside names can stall).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

const dir = new URL('./pages/', import.meta.url);
const localise = (html: string) => html.replace(/\b(src|href|srcset)=(["'])(?:https?:)?\/\/[^"']*\2/gi, (_m, attr: string, q: string) => `${attr}=${q}/x/${q}`);
const pages = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith('.html.gz'))
    .map((f) => [f.slice(0, -8), Buffer.from(localise(gunzipSync(readFileSync(new URL(f, dir))).toString('utf8')))]),
);
const server = createServer((req, res) => {
  const page = pages.get((req.url ?? '').replace(/^\/p\//, '').split('?')[0]!);
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ base: `http://127.0.0.1:${port}`, ids: [...pages.keys()] }));
});
