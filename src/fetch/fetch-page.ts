/**
 * Fetches one page over plain HTTP: redirects followed by hand (each hop re-checked, recorded),
 * one deadline for the whole exchange, gzip/br/deflate/zstd decoded with a cap on the decoded
 * size (compression bombs), and errors mapped to stable codes. Decoding to text is charset.ts.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { AppError, findAppError } from '../errors.ts';
import { parseCrawlUrl } from './egress-policy.ts';

export interface FetchOptions {
  dispatcher: Dispatcher;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

export interface Hop {
  url: string;
  status_code: number;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  redirects: Hop[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchPage(rawUrl: string, opts: FetchOptions): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  const redirects: Hop[] = [];
  let url = parseCrawlUrl(rawUrl);
  try {
    for (;;) {
      const res = await request(url, { method: 'GET', headers: opts.headers, dispatcher: opts.dispatcher, signal });
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode) && typeof location === 'string' && location) {
        res.body.resume();
        redirects.push({ url: url.href, status_code: res.statusCode });
        if (redirects.length > opts.maxRedirects) {
          throw new AppError('TOO_MANY_REDIRECTS', `${rawUrl} redirected more than ${opts.maxRedirects} times.`);
        }
        url = parseCrawlUrl(new URL(location, url).href);
        continue;
      }
      const body = await readBody(res.body, res.headers['content-encoding'], opts.maxBytes, url.href);
      return { requestedUrl: rawUrl, finalUrl: url.href, status: res.statusCode, headers: res.headers, body, redirects };
    }
  } catch (err) {
    throw toAppError(err, url.href, deadline, opts);
  }
}

/** Reads a response body, undoing Content-Encoding, refusing more than maxBytes decoded. */
export async function readBody(body: Readable, encodingHeader: string | string[] | undefined, maxBytes: number, url: string): Promise<Buffer> {
  const encodings = String(encodingHeader ?? '')
    .toLowerCase()
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e && e !== 'identity');
  let stream: Readable = body;
  // Content-Encoding lists codings in the order applied; undo them in reverse.
  for (const enc of encodings.reverse()) {
    const decoder = decoderFor(enc);
    if (!decoder) break; // unknown coding: hand back the bytes as they came
    stream = stream.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        throw new AppError('TARGET_TOO_LARGE', `${url} is larger than the ${maxBytes}-byte limit (CRAWL_MAX_BYTES).`);
      }
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (stream !== body) stream.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks);
}

function decoderFor(encoding: string): NodeJS.ReadWriteStream & Readable | undefined {
  // Lenient flushes: truncated but otherwise valid bodies decode to what arrived, as browsers do.
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    case 'zstd':
      return typeof zlib.createZstdDecompress === 'function' ? zlib.createZstdDecompress() : undefined;
    default:
      return undefined;
  }
}

function toAppError(err: unknown, url: string, deadline: AbortSignal, opts: FetchOptions): AppError {
  const known = findAppError(err);
  if (known) return known;
  if (deadline.aborted) return new AppError('TARGET_TIMEOUT', `${url} did not answer within ${opts.timeoutMs} ms.`, { cause: err });
  const e = err as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = e.code ?? e.cause?.code ?? '';
  const reason = REASONS[code] ?? e.message;
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError('TARGET_TIMEOUT', `${url}: ${reason}.`, { cause: err });
  }
  return new AppError('TARGET_UNREACHABLE', `Could not fetch ${url}: ${reason}.`, { cause: err });
}

const REASONS: Record<string, string> = {
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'DNS lookup failed (temporary)',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the target',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'connect timed out',
  UND_ERR_HEADERS_TIMEOUT: 'no response headers in time',
  UND_ERR_BODY_TIMEOUT: 'the body stalled',
  UND_ERR_SOCKET: 'the connection closed unexpectedly',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate chain cannot be verified',
  HPE_INVALID_CONSTANT: 'the target does not speak HTTP',
};
