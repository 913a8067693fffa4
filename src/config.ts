/**
 * The only module that reads the environment. One field table: each setting has its
 * variable, a parser that validates it, a default and a line of documentation (the README's
 * configuration table is printed from it by `gleaner config`). Precedence: explicit overrides
 * (CLI flags, tests) > environment > defaults. The result is frozen and passed down.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

type Parser<T> = (raw: string, name: string) => T;

interface Field<T> {
  env: string;
  parse: Parser<T>;
  default: T;
  doc: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const str: Parser<string> = (raw) => raw;
const bool: Parser<boolean> = (raw, name) => {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};
const int = (min: number, max = Number.MAX_SAFE_INTEGER): Parser<number> => (raw, name) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer in ${min}..${max}, got "${raw}"`);
  }
  return n;
};
const list: Parser<string[]> = (raw) => raw.split(',').map((s) => s.trim()).filter(Boolean);
const oneOf = <T extends string>(...values: T[]): Parser<T> => (raw, name) => {
  if ((values as string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
};
const costs: Parser<Record<string, number>> = (raw, name) => {
  // "search=2,markdown=1": per-operation overrides of the default cost in credits.
  const out: Record<string, number> = {};
  for (const pair of list(raw, name)) {
    const [op, value] = pair.split('=');
    if (!op || value === undefined) throw new ConfigError(`${name}: expected op=credits, got "${pair}"`);
    out[op.trim()] = int(0, 1_000_000)(value.trim(), `${name}.${op}`);
  }
  return out;
};

const transportOrders: Parser<Record<string, string[]>> = (raw, name) => {
  // "default=impit,http;aiMode=browser": the transports each operation tries, in order.
  const out: Record<string, string[]> = {};
  for (const part of raw.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [op, list] = part.split('=');
    const names = (list ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    const bad = names.filter((t) => !['http', 'impit', 'browser'].includes(t));
    if (!op || names.length === 0 || bad.length) throw new ConfigError(`${name}: expected op=transport,transport with transports http, impit, browser; got "${part}"`);
    out[op.trim()] = names;
  }
  return out;
};

const field = <T>(env: string, parse: Parser<T>, dflt: T, doc: string): Field<T> => ({ env, parse, default: dflt, doc });

export const configFields = {
  port: field('PORT', int(0, 65535), 8080, 'TCP port the API listens on.'),
  host: field('HOST', str, '0.0.0.0', 'Interface the API binds to.'),
  dataDir: field('DATA_DIR', str, './data', 'Folder of the embedded SQLite database (created on first start).'),
  redisUrl: field('REDIS_URL', str, '', 'Redis shared by instances for the response cache, in-flight sharing and rate limits (each falls back to in-process while Redis is down).'),
  databaseUrl: field('DATABASE_URL', str, '', 'PostgreSQL for keys and the credits ledger (postgres://…), shared by several instances; unset: SQLite in DATA_DIR.'),
  logLevel: field('LOG_LEVEL', oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info', 'pino log level.'),
  trustProxy: field('TRUST_PROXY', bool, false, 'Trust X-Forwarded-* headers (set behind a reverse proxy).'),
  cacheTtlSeconds: field('CACHE_TTL_SECONDS', int(0), 3600, 'How long identical requests are answered from cache, free; 0 disables the cache.'),
  cacheMaxBytes: field('CACHE_MAX_BYTES', int(0), 256 * 1024 * 1024, 'Upper bound on the in-process result cache.'),
  operationCosts: field('OPERATION_COSTS', costs, {}, 'Per-operation cost overrides, e.g. "search=2,markdown=1".'),
  rateLimitPerMinute: field('RATE_LIMIT_PER_MINUTE', int(0), 600, 'Requests per minute per API key before 429; 0 disables.'),
  healthWindowSeconds: field('HEALTH_WINDOW_SECONDS', int(10), 900, 'Rolling window of upstream outcomes behind each health indicator.'),
  reservationTimeoutSeconds: field('RESERVATION_TIMEOUT_SECONDS', int(10), 300, 'A debit neither settled nor refunded after this long (its process crashed) is refunded; checked at start and every minute.'),
  crawlAllowPrivateNetworks: field('CRAWL_ALLOW_PRIVATE_NETWORKS', bool, false, 'Allow crawl targets on loopback/private addresses (link-local and metadata stay refused).'),
  crawlAllowCidrs: field('CRAWL_ALLOW_CIDRS', list, [], 'Address ranges always allowed as crawl targets, e.g. "10.1.0.0/16" (comma-separated).'),
  crawlTimeoutMs: field('CRAWL_TIMEOUT_MS', int(100), 20000, 'Whole-request deadline for a raw fetch, redirects included.'),
  crawlConnectTimeoutMs: field('CRAWL_CONNECT_TIMEOUT_MS', int(100), 10000, 'TCP/TLS connect timeout per hop.'),
  crawlMaxBytes: field('CRAWL_MAX_BYTES', int(1024), 10 * 1024 * 1024, 'Largest response body accepted, after decompression.'),
  extractWorkers: field('EXTRACT_WORKERS', int(0, 64), availableParallelism(), 'Threads that extract Markdown off the event loop (0: on it, inline).'),
  extractTimeoutMs: field('EXTRACT_TIMEOUT_MS', int(100), 30_000, 'Longest main-content extraction of one page before 500 EXTRACTION_TIMEOUT.'),
  crawlMaxRedirects: field('CRAWL_MAX_REDIRECTS', int(0, 50), 10, 'Redirect hops followed before giving up.'),
  crawlUserAgent: field(
    'CRAWL_USER_AGENT',
    str,
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    'User-Agent sent on crawl requests.',
  ),
  chromiumPath: field('CHROMIUM_PATH', str, '', 'Chromium/Chrome binary for rendering; unset: the one npm installs (@sparticuz/chromium), else /usr/bin/chromium.'),
  renderConcurrency: field('RENDER_CONCURRENCY', int(1, 64), 2 * availableParallelism(), 'Pages rendered at once (default: two per core; much of a render is waiting on the network).'),
  renderQueueMax: field('RENDER_QUEUE_MAX', int(0, 10_000), 64, 'Render requests that may wait for a slot before 503 RENDER_BUSY.'),
  renderQueueTimeoutMs: field('RENDER_QUEUE_TIMEOUT_MS', int(100), 30_000, 'Longest wait for a render slot before 503 RENDER_BUSY.'),
  renderTimeoutMs: field('RENDER_TIMEOUT_MS', int(1000), 30_000, 'Default render deadline (the timeout parameter overrides it, up to RENDER_MAX_TIMEOUT_MS).'),
  renderMaxTimeoutMs: field('RENDER_MAX_TIMEOUT_MS', int(1000), 120_000, 'Largest timeout a caller may ask for.'),
  renderQuietMs: field('RENDER_QUIET_MS', int(0), 150, 'After the load event, a page still fetching is awaited until no request has been in flight this long.'),
  renderSettleCapMs: field('RENDER_SETTLE_CAP_MS', int(0), 5000, 'Longest wait for the load event and that quiet window (pages that poll never settle).'),
  renderRecyclePages: field('RENDER_RECYCLE_PAGES', int(1), 200, 'Pages after which the browser is replaced (browsers bloat over time).'),
  renderMaxBrowserMb: field('RENDER_MAX_BROWSER_MB', int(100), 1000, 'Memory of the browser processes (proportional set size) above which the browser is replaced.'),
  renderNoSandbox: field('RENDER_NO_SANDBOX', bool, process.getuid?.() === 0, "Launch Chromium without its sandbox (required as root; default: true only when running as root)."),
  renderWarm: field('RENDER_WARM', bool, true, 'Launch the browser at server start rather than on the first render.'),
  upstreamTransports: field('UPSTREAM_TRANSPORTS', transportOrders, {}, 'Transport order per operation, e.g. "default=impit,browser;search=impit,http,browser" (each operation has its own default).'),
  upstreamProxies: field('UPSTREAM_PROXIES', list, [], 'Proxies for search-engine requests (http://, https://, socks5://; user:pass@ allowed), rotated, each with its own health.'),
  upstreamBaseUrl: field('UPSTREAM_BASE_URL', str, '', 'Send every search-engine request to this origin instead (a replay server: `gleaner replay`), keeping path and query.'),
  upstreamTimeoutMs: field('UPSTREAM_TIMEOUT_MS', int(500), 20_000, 'Deadline of one upstream attempt.'),
  upstreamBackoffMs: field('UPSTREAM_BACKOFF_MS', int(0), 250, 'Backoff after a blocked or failed attempt (doubles per attempt, capped at 2 s).'),
  upstreamMaxAttempts: field('UPSTREAM_MAX_ATTEMPTS', int(1, 50), 4, 'Attempts (transport × proxy) per request before giving up.'),
  cliApiKey: field('GLEANER_API_KEY', str, '', 'API key the command-line front ends (gleaner mcp, gleaner crawl) run under when --key is not given.'),
  scholarCookie: field('SCHOLAR_COOKIE', str, '', 'Cookie header of a signed-in Google session, sent to Scholar only: profile search requires sign-in since 2025-05.'),
  metricsEnabled: field('METRICS_ENABLED', bool, true, 'Serve Prometheus metrics at /metrics.'),
  workers: field('CPU_COUNT', int(1, 1024), availableParallelism(), 'Cores to size pools for (defaults to the machine).'),
} satisfies Record<string, Field<unknown>>;

type Fields = typeof configFields;
export type Config = { readonly [K in keyof Fields]: Fields[K]['default'] };

/** Reads, validates and freezes the configuration. `overrides` win over the environment. */
export function loadConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, f] of Object.entries(configFields) as [keyof Config, Field<unknown>][]) {
    if (key in overrides) {
      out[key] = overrides[key];
      continue;
    }
    const raw = env[f.env];
    if (raw === undefined || raw === '') {
      out[key] = f.default;
      continue;
    }
    try {
      out[key] = f.parse(raw, f.env);
    } catch (err) {
      errors.push((err as Error).message);
    }
  }
  if (errors.length) throw new ConfigError(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  out.dataDir = resolve(out.dataDir as string);
  return Object.freeze(out) as Config;
}

/** Rows for documentation: variable, default, meaning. */
export function describeConfig(): { env: string; default: string; doc: string }[] {
  return Object.values(configFields).map((f) => ({
    env: f.env,
    default: Array.isArray(f.default) ? f.default.join(',') : typeof f.default === 'object' ? '' : String(f.default),
    doc: f.doc,
  }));
}
