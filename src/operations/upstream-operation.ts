/**
 * The shape of every operation that reads the search engine: a pure request builder, a pure
 * parser, and the transports to try by default. `run` is generated: build → fetch through the
 * upstream client (transports, proxies, block detection) → parse → SerpApi-style metadata.
 * The request builder also runs as the precheck, so a bad locale is refused before any charge.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { Config } from '../config.ts';
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
      const res = await deps.upstream.fetch(req, { transports: transportOrder(deps.config, spec.id, transports), detectBlock: detectGoogleBlock, signal });
      let data: Record<string, unknown>;
      try {
        data = parse({ html: res.body, url: req.url }, p);
      } catch (err) {
        // A parser that recognised what the page is (a sign-in page, say) has said so already.
        if (err instanceof AppError) throw err;
        throw new AppError('UPSTREAM_FAILED', `The ${spec.id} page could not be parsed: ${(err as Error).message}`, { cause: err });
      }
      return {
        search_metadata: searchMetadata(requestId, started, { google_url: req.url, transport: res.transport, proxy: res.proxy, upstream_ms: res.elapsedMs }),
        search_parameters: { engine: spec.id, ...withoutHtml(p) },
        ...data,
        ...((p as { html?: boolean }).html ? { html: res.body } : {}),
      };
    },
  });
  return Object.assign(op, { upstream: { transports, request, parse } });
}

/** The transports an operation tries: its UPSTREAM_TRANSPORTS entry, else the `default` entry, else its own order. */
export function transportOrder(config: Config, operationId: string, own: readonly TransportName[]): TransportName[] {
  return (config.upstreamTransports[operationId] ?? config.upstreamTransports.default ?? own) as TransportName[];
}

/** SerpApi-style search_metadata shared by every operation that reads the search engine. */
export function searchMetadata(requestId: string, startedMs: number, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    id: requestId,
    status: 'Success',
    created_at: new Date().toISOString(),
    ...extra,
    total_time_taken: Math.round(performance.now() - startedMs) / 1000,
  };
}

function withoutHtml(p: object): object {
  const { html: _html, ...rest } = p as { html?: boolean };
  return rest;
}

export function isUpstreamOperation(op: Operation<TObject>): op is UpstreamOperation {
  return 'upstream' in op;
}
