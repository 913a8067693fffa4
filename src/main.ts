/**
 * Process entry: configuration → dependencies → app → listen, with a graceful shutdown that
 * stops accepting connections, lets requests in flight finish, then closes the stores.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';

export async function serve(): Promise<void> {
  const config = loadConfig();
  const deps = await createDeps(config);
  const app = await buildApp(deps);

  // Debits left open by a process that died mid-request are refunded (notes/infra.md §1.3).
  const sweepMs = config.reservationTimeoutSeconds * 1000;
  const refunded = await deps.store.refundStale(sweepMs);
  if (refunded) app.log.warn({ refunded }, 'refunded reservations left open by an earlier process');
  const sweeper = setInterval(() => {
    deps.store.refundStale(sweepMs).catch((err: unknown) => app.log.error({ err }, 'reservation sweep failed'));
  }, 60_000);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(sweeper);
    // server.close() leaves a keep-alive connection open if it was busy when close began: close
    // each one as soon as its response is done, and everything after a hard limit.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    const hardStop = setTimeout(() => app.server.closeAllConnections(), 30_000);
    hardStop.unref();
    try {
      await app.close();
      clearInterval(reaper);
      await deps.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.renderWarm) void deps.renderer.warm();
}

if (import.meta.main) {
  serve().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
