/**
 * Renders one URL in a fresh browser context: navigate to DOMContentLoaded, optionally wait for
 * a selector, then for a short network-quiet window (capped), and take the DOM as HTML. Images,
 * media and fonts are refused at the CDP Fetch level (cheaper than Playwright's route(), which
 * costs a round trip per request; notes/infra.md §3.2). Navigation failures are mapped to the
 * same error codes as the raw fetch.
 */
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { AppError, findAppError } from '../errors.ts';
import { BLOCKED_HEADER, UNREACHABLE_HEADER, type GuardProxy } from './guard-proxy.ts';

export interface RenderOptions {
  url: string;
  timeoutMs: number;
  waitFor?: string;
  blockResources: boolean;
  /** Network-quiet window after DOMContentLoaded. */
  quietMs: number;
  /** Longest the quiet wait may take (a page that never settles). */
  settleCapMs: number;
}

export interface RenderedPage {
  finalUrl: string;
  status: number | null;
  title: string;
  html: string;
  redirects: { url: string; status_code: number | null }[];
  blockedRequests: number;
  waitForFound: boolean | null;
  settled: boolean;
}

const BLOCKED_TYPES = ['Image', 'Media', 'Font'] as const;

export async function renderPage(context: BrowserContext, opts: RenderOptions, proxy: GuardProxy, signal?: AbortSignal): Promise<RenderedPage> {
  const deadline = Date.now() + opts.timeoutMs;
  const remaining = () => Math.max(0, deadline - Date.now());
  const onAbort = () => void context.close().catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const page = await context.newPage();
    if (opts.blockResources) await blockResourceTypes(context, page);
    const tracker = trackNetwork(page, proxy);

    let response: Response | null;
    try {
      response = await page.goto(opts.url, { waitUntil: 'domcontentloaded', timeout: remaining() });
    } catch (err) {
      throw navigationError(err, opts, proxy);
    }
    const refused = response?.headers()[BLOCKED_HEADER];
    if (refused) throw new AppError('TARGET_NOT_ALLOWED', `Refusing to load ${page.url()}: ${refused}. Only public addresses may be crawled.`);
    const unreachable = response?.headers()[UNREACHABLE_HEADER];
    if (unreachable) throw new AppError('TARGET_UNREACHABLE', `Could not load ${page.url()}: ${unreachable}.`);

    let waitForFound: boolean | null = null;
    if (opts.waitFor) {
      waitForFound = await page
        .waitForSelector(opts.waitFor, { state: 'attached', timeout: remaining() })
        .then(() => true)
        .catch((err: Error) => {
          if (/Unexpected token|is not a valid selector|SyntaxError/.test(err.message)) {
            throw new AppError('INVALID_PARAMETER', `Parameter 'wait_for' is not a valid CSS selector: ${opts.waitFor}`);
          }
          return false;
        });
    }
    const settled = await tracker.quiet(opts.quietMs, Math.min(opts.settleCapMs, remaining()));

    // A page whose script never yields would hang these calls: bound them by the deadline too.
    const [html, title] = await withDeadline(Promise.all([page.content(), page.title()]), remaining() + 2000, opts.url);
    return {
      finalUrl: page.url(),
      status: response?.status() ?? null,
      title,
      html,
      redirects: await redirectChain(response),
      blockedRequests: tracker.blocked(),
      waitForFound,
      settled,
    };
  } catch (err) {
    if (findAppError(err)) throw err;
    if (signal?.aborted) throw new AppError('INVALID_REQUEST', 'The caller went away during rendering.', { cause: err });
    throw new AppError('RENDER_FAILED', `Rendering ${opts.url} failed: ${firstLine(err)}`, { cause: err });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

async function blockResourceTypes(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', (e: { requestId: string }) => {
    cdp.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' }).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: BLOCKED_TYPES.map((resourceType) => ({ resourceType, requestStage: 'Request' as const })) });
}

function trackNetwork(page: Page, proxy: GuardProxy) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let blocked = 0;
  const done = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done(r);
    if (proxy.refusalFor(hostOf(r.url()))) blocked++;
  });
  page.on('response', (r) => {
    if (r.headers()[BLOCKED_HEADER]) blocked++;
  });
  page.on('websocket', (ws) => {
    ws.on('socketerror', () => {
      if (proxy.refusalFor(hostOf(ws.url()))) blocked++;
    });
  });
  return {
    blocked: () => blocked,
    /** Resolves true once no request has been in flight for `quietMs`, false at the cap. */
    async quiet(quietMs: number, capMs: number): Promise<boolean> {
      const until = Date.now() + capMs;
      for (;;) {
        const now = Date.now();
        if (inFlight.size === 0 && now - lastChange >= quietMs) return true;
        if (now >= until) return false;
        await new Promise((r) => setTimeout(r, Math.min(50, until - now)));
      }
    },
  };
}

function navigationError(err: unknown, opts: RenderOptions, proxy: GuardProxy): AppError {
  const message = firstLine(err);
  const refusal = proxy.refusalFor(hostOf(opts.url));
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY|ERR_BLOCKED/.test(message) && refusal) {
    return new AppError('TARGET_NOT_ALLOWED', `Refusing to load ${opts.url}: ${refusal}. Only public addresses may be crawled.`);
  }
  if (/Timeout .* exceeded/i.test(message)) {
    return new AppError('TARGET_TIMEOUT', `${opts.url} did not reach DOMContentLoaded within ${opts.timeoutMs} ms.`, { cause: err });
  }
  if (/net::ERR_/.test(message)) {
    const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
    return new AppError('TARGET_UNREACHABLE', `Could not load ${opts.url}: ${code}.`, { cause: err });
  }
  return new AppError('RENDER_FAILED', `Rendering ${opts.url} failed: ${message}`, { cause: err });
}

async function redirectChain(response: Response | null): Promise<RenderedPage['redirects']> {
  const hops: RenderedPage['redirects'] = [];
  for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) {
    hops.unshift({ url: r.url(), status_code: (await r.response())?.status() ?? null });
  }
  return hops;
}

async function withDeadline<T>(work: Promise<T>, ms: number, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('TARGET_TIMEOUT', `${url} kept the browser busy past the deadline.`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function firstLine(err: unknown): string {
  return String((err as Error)?.message ?? err).split('\n')[0]!;
}
