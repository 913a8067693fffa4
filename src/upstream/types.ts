/**
 * What an operation asks of the upstream layer and what it gets back. A request is pure data
 * (built by an operation's request builder); a transport turns it into a response.
 */
import type { ClientProfile } from '../upstreams/google/profiles.ts';

export interface UpstreamRequest {
  /** GET unless said otherwise (Trends' batchexecute RPCs are POSTs). */
  method?: 'GET' | 'POST';
  body?: string;
  url: string;
  headers: Record<string, string>;
  /** Which kind of client the request should look like. */
  profile: ClientProfile;
}

export interface UpstreamResponse {
  /** The URL requested (after any base-URL rewrite) and the final one after redirects. */
  requestUrl: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  transport: TransportName;
  proxy: string | null;
  elapsedMs: number;
}

export const TRANSPORT_NAMES = ['http', 'impit', 'browser'] as const;
export type TransportName = (typeof TRANSPORT_NAMES)[number];

export interface TransportFetchOptions {
  /** Proxy URL (http, https or socks5), or null for a direct connection. */
  proxy: string | null;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface Transport {
  name: TransportName;
  /** Whether this transport can route through the given proxy kind. */
  supportsProxy(proxy: string): boolean;
  fetch(request: UpstreamRequest, opts: TransportFetchOptions): Promise<Omit<UpstreamResponse, 'transport' | 'proxy' | 'elapsedMs' | 'requestUrl'>>;
  close(): Promise<void>;
}
