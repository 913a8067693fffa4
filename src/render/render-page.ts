/**
 * Renders one URL in a fresh browser context: navigate to DOMContentLoaded, optionally wait for
 * a selector, then for the load event and, if scripts are still fetching, a network-quiet window
 * (all capped), and take the DOM as HTML. Images,
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
  /** Which instance's browser rendered it (renders may move between instances). */
  renderedBy?: string;
}

/** Page-side expression that resolves after the next rendered frame. */
const ONE_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';

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
    const settled = await tracker.settle(opts.quietMs, Math.min(opts.settleCapMs, remaining()));

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

/** Late requests that feed data to scripts (an app loading its content); others only load code or styling. */
const DATA_REQUEST_TYPES = new Set(['fetch', 'xhr', 'document', 'eventsource', 'websocket', 'other']);

function trackNetwork(page: Page, proxy: GuardProxy) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let blocked = 0;
  let loaded = false;
  /** Requests seen after the load event: any kind, and data requests in particular. */
  let lateRequests = 0;
  let lateDataRequests = 0;
  const done = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
    if (loaded) {
      lateRequests++;
      if (DATA_REQUEST_TYPES.has(r.resourceType())) lateDataRequests++;
    }
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
  const nextFrame = () => page.evaluate(ONE_FRAME).catch(() => {});
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(1, ms)));

  return {
    blocked: () => blocked,
    /**
     * Waits for the load event (up to `capMs`), then for what scripts start after it. A page
     * that fetches data after load (a client-side app) is waited for until no request has been
     * in flight for `quietMs`; a page that only loads more code or styling is done once those
     * requests finished and ran (a rendered frame later); a page that starts nothing is done
     * after one frame. All capped by `capMs`. Resolves whether the page settled in time.
     */
    async settle(quietMs: number, capMs: number): Promise<boolean> {
      const until = Date.now() + capMs;
      const loadedInTime = await page
        .waitForLoadState('load', { timeout: capMs })
        .then(() => true)
        .catch(() => false);
      loaded = true;
      const dataInFlightAtLoad = [...inFlight].some((r) => DATA_REQUEST_TYPES.has(r.resourceType()));
      for (;;) {
        if (Date.now() >= until) return false;
        if (inFlight.size > 0) {
          await sleep(Math.min(25, until - Date.now()));
          continue;
        }
        if (dataInFlightAtLoad || lateDataRequests > 0) {
          const quietAt = lastChange + quietMs;
          if (Date.now() < quietAt) {
            await sleep(Math.min(quietAt, until) - Date.now());
            continue;
          }
          return loadedInTime;
        }
        // Nothing in flight: give scripts a frame to start something, then look again.
        const seen = lateRequests;
        await nextFrame();
        if (lateRequests === seen && inFlight.size === 0) return loadedInTime;
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
  // Chromium downloads what it does not show (a PDF, headless, 2026: "Download is starting"):
  // there is no page to render, which is the target's nature, not a browser failure.
  if (/Download is starting/i.test(message)) {
    return new AppError('TARGET_CONTENT_UNSUPPORTED', `${opts.url} is a file Chromium downloads rather than shows (a PDF, an archive): there is no page to render.`, { cause: err });
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
