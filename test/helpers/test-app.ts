/**
 * The real app on a real local port, with its own SQLite file in a temporary folder. Tests talk
 * to it over HTTP with undici, as users do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDeps, type Deps } from '../../src/deps.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { startReplayServer, type ReplayServer } from '../../src/upstream/replay-server.ts';

export interface TestApp {
  url: string;
  app: FastifyInstance;
  deps: Deps;
  dataDir: string;
  createKey(credits: number, quotaPerHour?: number | null): Promise<{ key: string; id: string }>;
  get(path: string, key?: string): Promise<TestResponse>;
  balance(keyId: string): Promise<number>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Envelope;
}

export interface Envelope {
  code: number;
  message: string;
  data: Record<string, unknown> | null;
  error?: string;
  requestId: string;
  timestamp: number;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-test-'));
  const config = loadConfig({ logLevel: 'silent', crawlAllowPrivateNetworks: true, metricsEnabled: true, dataDir, ...overrides }, {});
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    deps,
    dataDir,
    async createKey(credits, quotaPerHour = null) {
      const { key, record } = await createApiKey(deps.store, { credits, quotaPerHour, name: 'test' });
      return { key, id: record.id };
    },
    async get(path, key) {
      const res = await request(address + path, { headers: key ? { 'x-api-key': key } : {} });
      const text = await res.body.text();
      return { status: res.statusCode, headers: res.headers, body: JSON.parse(text) as Envelope };
    },
    async balance(keyId) {
      return (await deps.store.findKey(keyId))!.balance;
    },
    async close() {
      await app.close();
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ReplayApp extends TestApp {
  /** The stand-in upstream serving the recorded exchanges. */
  replay: ReplayServer;
}

/** The app with UPSTREAM_BASE_URL pointed at a replay server of the given fixture folders. */
export async function startReplayApp(fixtureDirs: URL[], overrides: Partial<Config> = {}): Promise<ReplayApp> {
  const replay = await startReplayServer(fixtureDirs.map((d) => d.pathname));
  const app = await startTestApp({ upstreamBaseUrl: replay.url, upstreamBackoffMs: 0, ...overrides });
  return {
    ...app,
    replay,
    async close() {
      await app.close();
      await replay.close();
    },
  };
}
