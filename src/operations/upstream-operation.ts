/**
 * The shape of every operation that reads the search engine: a pure request builder, a pure
 * parser, and the transports to try by default. `run` is generated: build → fetch through the
 * upstream client (transports, proxies, block detection) → parse → SerpApi-style metadata.
 * The request builder also runs as the precheck, so a bad locale is refused before any charge.
 */
import type { Static, TObject } from '@sinclair/typebox';
import { AppError } from '../errors.ts';
import type { TransportName, UpstreamRequest } from '../upstream/types.ts';
import { detectGoogleBlock } from '../upstreams/google/blocked.ts';
import { defineOperation, type Operation } from './define.ts';

export interface UpstreamPage {
  html: string;
  /** Final URL of the page (what relative links resolve against). */
  url: string;
}

export interface UpstreamOperationSpec<P extends TObject> extends Omit<Operation<P>, 'run' | 'precheck'> {
  /** Transports in order of preference; UPSTREAM_TRANSPORTS overrides per operation. */
  transports: readonly TransportName[];
  request(params: Static<P>): UpstreamRequest;
  parse(page: UpstreamPage, params: Static<P>): Record<string, unknown>;
}

export interface UpstreamOperation<P extends TObject = TObject> extends Operation<P> {
  upstream: Pick<UpstreamOperationSpec<P>, 'transports' | 'request' | 'parse'>;
}

export function defineUpstreamOperation<P extends TObject>(spec: UpstreamOperationSpec<P>): UpstreamOperation<P> {
  const { transports, request, parse, ...rest } = spec;
  const op = defineOperation<P>({
    ...rest,
    precheck: (p) => void request(p),
    async run(p, { deps, signal, requestId }) {
      const started = performance.now();
      const req = request(p);
      const order = deps.config.upstreamTransports[spec.id] ?? deps.config.upstreamTransports.default ?? transports;
      const res = await deps.upstream.fetch(req, { transports: order as TransportName[], detectBlock: detectGoogleBlock, signal });
      let data: Record<string, unknown>;
      try {
        data = parse({ html: res.body, url: req.url }, p);
      } catch (err) {
        // A parser that recognised what the page is (a sign-in page, say) has said so already.
        if (err instanceof AppError) throw err;
        throw new AppError('UPSTREAM_FAILED', `The ${spec.id} page could not be parsed: ${(err as Error).message}`, { cause: err });
      }
      return {
        search_metadata: {
          id: requestId,
          status: 'Success',
          created_at: new Date().toISOString(),
          google_url: req.url,
          transport: res.transport,
          proxy: res.proxy,
          upstream_ms: res.elapsedMs,
          total_time_taken: Math.round(performance.now() - started) / 1000,
        },
        search_parameters: { engine: spec.id, ...withoutHtml(p) },
        ...data,
        ...((p as { html?: boolean }).html ? { html: res.body } : {}),
      };
    },
  });
  return Object.assign(op, { upstream: { transports, request, parse } });
}

function withoutHtml(p: object): object {
  const { html: _html, ...rest } = p as { html?: boolean };
  return rest;
}

export function isUpstreamOperation(op: Operation<TObject>): op is UpstreamOperation {
  return 'upstream' in op;
}
