/**
 * A crawl target on a local port: serves a real captured article (test/fixtures/pages) in the
 * ways real servers do — compressed, redirected, slow, oversized, failing — and counts hits.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export const articleHtml = zlib.gunzipSync(readFileSync(new URL('../fixtures/pages/music-lessons-article.html.gz', import.meta.url)));
/** A sentence of the article's body, to find it in responses. */
export const articleSentence = 'The Adult';

const page = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url));
const synthetic: Record<string, Buffer> = {
  '/js-content': page('js-content.synthetic.html'),
  '/thin-main': page('thin-main.synthetic.html'),
  '/late-content': page('late-content.synthetic.html'),
  '/never-settles': page('never-settles.synthetic.html'),
  '/cookie-writer': page('cookie-writer.synthetic.html'),
  '/fetch-private': page('fetch-private.synthetic.html'),
};

export interface TargetServer {
  url: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  server: Server;
  close(): Promise<void>;
}

export async function startTargetServer(host = '127.0.0.1'): Promise<TargetServer> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const html = (type = 'text/html; charset=utf-8') => res.setHeader('content-type', type);
    const script = synthetic[url.pathname];
    if (script) {
      html();
      return res.end(script);
    }
    switch (url.pathname) {
      case '/secret':
        res.setHeader('access-control-allow-origin', '*');
        html();
        return res.end('internal secret 42');
      case '/ping':
        return res.end('pong');
      case '/api-data': {
        const timer = setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ text: 'Written by JavaScript after load' }));
        }, 150);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/article': // the query string (?i=N) only makes distinct cache keys
        html();
        return res.end(articleHtml);
      case '/article-no-charset-header':
        html('text/html');
        return res.end(articleHtml);
      case '/gzip':
      case '/br':
      case '/deflate': {
        html();
        const enc = url.pathname.slice(1);
        res.setHeader('content-encoding', enc);
        const body = enc === 'gzip' ? zlib.gzipSync(articleHtml) : enc === 'br' ? zlib.brotliCompressSync(articleHtml) : zlib.deflateSync(articleHtml);
        return res.end(body);
      }
      case '/latin1':
        html('text/html; charset=iso-8859-1');
        return res.end(Buffer.from('<p>Caf\xe9 cr\xe8me \xa3 5</p>', 'latin1'));
      case '/redirect': {
        const to = url.searchParams.get('to') ?? '/article';
        res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to });
        return res.end();
      }
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/not-found':
        html();
        res.statusCode = 404;
        return res.end('<h1>Not Found</h1><p>No such page here.</p>');
      case '/server-error':
        html();
        res.statusCode = 503;
        return res.end('<h1>Service Unavailable</h1>');
      case '/slow': {
        const ms = Number(url.searchParams.get('ms') ?? 300);
        const timer = setTimeout(() => {
          html();
          res.end(articleHtml);
        }, ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/huge':
        html();
        return res.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
      case '/link-directory':
        // Generated: a directory page of 200,000 links (5 MB), seconds of extraction.
        html();
        return res.end(`<html><body><main><p>${'An index of everything. '.repeat(20)}</p>${'<a href="/x">menu item</a> '.repeat(200_000)}</main></body></html>`);
      case '/gzip-bomb': {
        // 64 MB of zeros compress to ~64 KB: the decoded-size cap must stop it.
        html();
        res.setHeader('content-encoding', 'gzip');
        return res.end(zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024)));
      }
      case '/report.pdf':
        res.setHeader('content-type', 'application/pdf');
        return res.end(page('river-levels.synthetic.pdf'));
      case '/download':
        // A real PDF sent as a download, as many servers do: its bytes say what it is.
        res.setHeader('content-type', 'application/octet-stream');
        return res.end(readFileSync(new URL(`../../src/extract/fixtures/pdf/${url.searchParams.get('file') === 'manual' ? 'libtasn1' : 'shared-mime-info-spec'}.pdf`, import.meta.url)));
      case '/scan.pdf':
        res.setHeader('content-type', 'application/pdf');
        return res.end(page('scanned-page.synthetic.pdf'));
      case '/notes.txt':
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        return res.end('# Notes\n\nPlain text is returned as it is.\n');
      case '/api/levels':
        res.setHeader('content-type', 'application/json; charset=utf-8');
        return res.end('{"river":"Thames","levels_m":[1.2,3.4]}');
      case '/feed':
        res.setHeader('content-type', 'application/rss+xml');
        return res.end('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>River levels</title></channel></rss>\n');
      case '/image':
        res.setHeader('content-type', 'image/png');
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/set-cookie':
        html();
        res.setHeader('set-cookie', 'session=abc; Path=/');
        return res.end('<p>cookie set</p>');
      default:
        res.statusCode = 404;
        return res.end();
    }
  });
  // WebSocket handshakes: counted, then refused (no test needs a working socket).
  server.on('upgrade', (req, socket) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    socket.destroy();
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    hits,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
