/**
 * The real-browser transport: the pooled Chromium of the rendered-HTML operation loads the
 * upstream URL and hands back the rendered page. It is what gets through where only a JS-capable
 * client is served (AI mode, shopping; notes/serp.md §2.2). It connects through the guard proxy
 * only: upstream proxies are not applied to it.
 */
import type { Renderer } from '../render/renderer.ts';
import type { Transport } from './types.ts';

export function createBrowserTransport(renderer: Renderer): Transport {
  return {
    name: 'browser',
    supportsProxy: () => false,
    async fetch(req, opts) {
      if (req.method === 'POST') throw new Error('the browser transport only loads pages (GET)');
      const page = await renderer.render({ url: req.url, timeoutMs: opts.timeoutMs, blockResources: true }, opts.signal);
      return { url: page.finalUrl, status: page.status ?? 200, headers: {}, body: page.html };
    },
    async close() {},
  };
}
