/**
 * The browser pool: one long-lived Chromium per process, a fresh context per request (no
 * cookies or storage shared between callers), bounded concurrency with a bounded queue, the
 * browser recycled after RENDER_RECYCLE_PAGES pages or above RENDER_MAX_BROWSER_MB (proportional set size), and a crash
 * costing only the requests that were on the crashed browser. Every connection the browser makes
 * goes through the guard proxy (guard-proxy.ts). Shape after Crawlee's BrowserPool and
 * notes/infra.md §3.3.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { AppError } from '../errors.ts';
import { findChromium, type ChromiumFound } from './find-chromium.ts';
import { descendantsPssBytes } from './process-memory.ts';

export interface BrowserPoolOptions {
  chromiumPath: string;
  proxyUrl: string;
  concurrency: number;
  queueMax: number;
  queueTimeoutMs: number;
  recyclePages: number;
  maxBrowserMb: number;
  noSandbox: boolean;
  /** Called with a reason when no browser can start, and with null once one does. */
  onAvailability?(reason: string | null): void;
}

export interface PoolStats {
  state: 'not started' | 'ready' | 'unavailable';
  reason: string | null;
  executable: ChromiumFound | null;
  active: number;
  queued: number;
  launches: number;
  recycles: number;
  crashes: number;
  pages: number;
  /** Browsers running now: 1 normally, 2 briefly while a retired one finishes its pages. */
  browsers: number;
}

export interface BrowserPool {
  /** Runs `fn` on a fresh context of a pooled browser, waiting for a slot if all are busy. */
  withContext<T>(fn: (context: BrowserContext) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Launches the browser ahead of the first request; never throws. */
  warm(): Promise<void>;
  stats(): PoolStats;
  close(): Promise<void>;
}

interface Slot {
  browser: Browser;
  pages: number;
  active: number;
  retiring: boolean;
  closing: boolean;
}

/** After a failed launch, requests are refused without retrying for this long. */
const LAUNCH_BACKOFF_MS = 30_000;
const MEMORY_CHECK_EVERY = 10;

export function createBrowserPool(opts: BrowserPoolOptions): BrowserPool {
  let current: Slot | undefined;
  let launching: Promise<Slot> | undefined;
  let executable: ChromiumFound | null = null;
  let failure: { reason: string; at: number } | undefined;
  let closed = false;
  let active = 0;
  const waiters: { grant(): void; fail(err: Error): void }[] = [];
  const counts = { launches: 0, recycles: 0, crashes: 0, pages: 0 };
  let browsers = 0;

  async function launch(): Promise<Slot> {
    if (failure && Date.now() - failure.at < LAUNCH_BACKOFF_MS) {
      throw new AppError('SERVICE_UNAVAILABLE', `Rendering is unavailable: ${failure.reason}`);
    }
    try {
      executable ??= await findChromium(opts.chromiumPath);
      const browser = await chromium.launch({
        executablePath: executable.path,
        headless: true,
        timeout: 30_000,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        args: chromiumArgs(opts),
      });
      const slot: Slot = { browser, pages: 0, active: 0, retiring: false, closing: false };
      browsers++;
      browser.on('disconnected', () => {
        browsers--;
        if (!slot.retiring && !closed) counts.crashes++;
        if (current === slot) current = undefined;
      });
      counts.launches++;
      failure = undefined;
      opts.onAvailability?.(null);
      return slot;
    } catch (err) {
      const reason = (err as Error).message.split('\n')[0]!;
      failure = { reason, at: Date.now() };
      executable = null;
      opts.onAvailability?.(reason);
      throw new AppError('SERVICE_UNAVAILABLE', `Rendering is unavailable: ${reason}`, { cause: err });
    }
  }

  async function slot(): Promise<Slot> {
    if (current && current.browser.isConnected() && !current.retiring) return current;
    launching ??= launch().finally(() => (launching = undefined));
    current = await launching;
    return current;
  }

  /** Takes a browser out of service; it closes once its last page is done. Idempotent. */
  function retire(s: Slot): void {
    if (!s.retiring) {
      s.retiring = true;
      counts.recycles++;
      if (current === s) current = undefined;
    }
    if (s.active === 0 && !s.closing) {
      s.closing = true;
      void s.browser.close().catch(() => {});
    }
  }

  async function acquire(signal?: AbortSignal): Promise<void> {
    if (active < opts.concurrency) {
      active++;
      return;
    }
    if (waiters.length >= opts.queueMax) {
      throw new AppError('RENDER_BUSY', `All ${opts.concurrency} render slots are busy and ${waiters.length} requests are waiting; retry shortly.`);
    }
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        fail: (err: Error) => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          clearTimeout(timer);
          reject(err);
        },
      };
      const timer = setTimeout(
        () => waiter.fail(new AppError('RENDER_BUSY', `No render slot freed up within ${opts.queueTimeoutMs} ms; retry shortly.`)),
        opts.queueTimeoutMs,
      );
      const onAbort = () => waiter.fail(new AppError('INVALID_REQUEST', 'The caller went away while waiting for a render slot.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });
  }

  function release(): void {
    const next = waiters.shift();
    if (next) next.grant();
    else active--;
  }

  return {
    async withContext(fn, signal) {
      if (closed) throw new AppError('SERVICE_UNAVAILABLE', 'The browser pool is shutting down.');
      await acquire(signal);
      try {
        const s = await slot();
        s.active++;
        let context: BrowserContext | undefined;
        try {
          context = await s.browser.newContext({ serviceWorkers: 'block', acceptDownloads: false, viewport: { width: 1366, height: 900 } });
          return await fn(context);
        } finally {
          await context?.close().catch(() => {});
          s.active--;
          s.pages++;
          counts.pages++;
          const tooBig = !s.retiring && s.pages % MEMORY_CHECK_EVERY === 0 && descendantsPssBytes() > opts.maxBrowserMb * 1024 * 1024;
          if (s.retiring || s.pages >= opts.recyclePages || tooBig) retire(s);
        }
      } finally {
        release();
      }
    },
    async warm() {
      try {
        await slot();
      } catch {
        // recorded in `failure` and reported through onAvailability
      }
    },
    stats() {
      return {
        state: failure ? 'unavailable' : current ? 'ready' : 'not started',
        reason: failure?.reason ?? null,
        executable,
        browsers,
        active,
        queued: waiters.length,
        ...counts,
      };
    },
    async close() {
      closed = true;
      for (const w of [...waiters]) w.fail(new AppError('SERVICE_UNAVAILABLE', 'The browser pool is shutting down.'));
      const s = current ?? (launching ? await launching.catch(() => undefined) : undefined);
      current = undefined;
      if (s) {
        s.retiring = s.closing = true;
        await s.browser.close().catch(() => {});
      }
    },
  };
}

function chromiumArgs(opts: BrowserPoolOptions): string[] {
  return [
    ...(opts.noSandbox ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--disable-quic',
    '--mute-audio',
    // Every connection, loopback included, goes through the guard proxy; WebRTC UDP, which no
    // proxy sees, is off.
    `--proxy-server=${opts.proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
}
