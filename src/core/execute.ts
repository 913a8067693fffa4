/**
 * Runs one operation call for one key, with the billing rules in one place:
 *   precheck (free 400s) → cache (hit: free) → join an identical call in flight (free)
 *   → reserve credits (403) → run → settle, cache, health — or refund on failure.
 * The HTTP routes, the CLI and any other front end call this; none re-implements a step.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { AppError, findAppError } from '../errors.ts';
import type { AnyOperation } from '../operations/define.ts';
import { cacheKey } from './result-cache.ts';

export interface ExecuteInput {
  op: AnyOperation;
  /** Validated, legacy-normalised parameters (including no_cache). */
  params: Record<string, unknown>;
  keyId: string;
  requestId: string;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface ExecuteResult {
  data: Record<string, unknown>;
  /** hit: from cache; shared: joined an identical call in flight; miss: fetched; bypass: no_cache. */
  cache: 'hit' | 'shared' | 'miss' | 'bypass';
  /** ISO time the data was fetched (earlier than now for a cache hit). */
  fetchedAt: string;
  charged: number;
  /** Balance after the charge, when one was made. */
  balance?: number;
}

/** Errors that belong to the caller who led a shared call, not to the requests that joined it. */
const LEADER_ONLY = new Set(['CREDITS_INSUFFICIENT', 'QUOTA_EXCEEDED', 'RATE_LIMITED']);

export function costOf(op: AnyOperation, deps: Deps): number {
  return deps.config.operationCosts[op.id] ?? op.cost;
}

export async function executeOperation(deps: Deps, input: ExecuteInput): Promise<ExecuteResult> {
  const { op } = input;
  const { no_cache: noCache, ...params } = input.params;
  op.precheck?.(params, deps);

  const key = cacheKey(op.id, op.cacheIdentity ? op.cacheIdentity(params) : params);
  const labels = { operation: op.id };
  if (!noCache) {
    const hit = await deps.cache.get(key);
    if (hit) {
      deps.metrics.cacheRequests.inc({ ...labels, result: 'hit' });
      return { data: hit.data, cache: 'hit', fetchedAt: new Date(hit.storedAt).toISOString(), charged: 0 };
    }
    const pending = deps.inFlight.join(key);
    if (pending) {
      try {
        const data = await pending;
        deps.metrics.cacheRequests.inc({ ...labels, result: 'shared' });
        return { data, cache: 'shared', fetchedAt: new Date().toISOString(), charged: 0 };
      } catch (err) {
        // The leader's own refusal (its credits) says nothing about this caller: go on alone.
        if (!LEADER_ONLY.has(findAppError(err)?.code ?? '')) throw err;
      }
    }
    const fromPeer = await deps.inFlight.awaitPeer?.(key, input.signal);
    if (fromPeer) {
      deps.metrics.cacheRequests.inc({ ...labels, result: 'shared' });
      return { data: fromPeer, cache: 'shared', fetchedAt: new Date().toISOString(), charged: 0 };
    }
  }
  deps.metrics.cacheRequests.inc({ ...labels, result: noCache ? 'bypass' : 'miss' });

  // The result is in the cache before the lead is given up: a peer instance waiting on the lead
  // then finds it there. A no_cache call refreshes the cache too, as SerpApi's does.
  const work = chargeAndRun(deps, input, params).then(async (r) => {
    await deps.cache.set(key, r.data);
    return r;
  });
  if (!noCache) deps.inFlight.lead(key, work.then((r) => r.data));
  const result = await work;
  return { ...result, cache: noCache ? 'bypass' : 'miss' };
}

async function chargeAndRun(
  deps: Deps,
  input: ExecuteInput,
  params: Record<string, unknown>,
): Promise<Omit<ExecuteResult, 'cache'>> {
  const { op, keyId, requestId, log } = input;
  const cost = costOf(op, deps);
  let balance: number | undefined;
  if (cost > 0) {
    const r = await deps.store.reserve({ requestId, keyId, operation: op.id, cost });
    if (!r.ok && r.reason === 'quota') {
      throw new AppError('QUOTA_EXCEEDED', `This key's quota of ${r.quota} charged requests per hour is used up; it renews at the top of the hour.`);
    }
    if (!r.ok) {
      throw new AppError('CREDITS_INSUFFICIENT', `This call costs ${cost} credit${cost > 1 ? 's' : ''}; the key has ${r.balance}. Top it up with \`gleaner keys credit\`.`);
    }
    balance = r.balance;
    deps.metrics.creditsDebited.inc({ operation: op.id }, cost);
  }

  const started = performance.now();
  try {
    const data = await op.run(params, { requestId, signal: input.signal, deps, log });
    const ms = performance.now() - started;
    deps.health.record(op.id, true, ms);
    deps.metrics.upstreamRequests.inc({ operation: op.id, outcome: 'ok' });
    if (cost > 0) await deps.store.settle(requestId);
    return { data, fetchedAt: new Date().toISOString(), charged: cost, ...(balance === undefined ? {} : { balance }) };
  } catch (err) {
    const ms = performance.now() - started;
    const appErr = findAppError(err);
    const code = appErr?.code ?? 'INTERNAL';
    if (code === 'TARGET_NOT_ALLOWED') deps.metrics.egressBlocked.inc({ operation: op.id });
    // Only failures on our side of the call (5xx) speak about the operation's health.
    if (!appErr || appErr.status >= 500) deps.health.record(op.id, false, ms, appErr?.message ?? 'internal error');
    deps.metrics.upstreamRequests.inc({ operation: op.id, outcome: code });
    if (cost > 0 && (await deps.store.refund(requestId))) {
      deps.metrics.creditsRefunded.inc({ operation: op.id }, cost);
      log.info({ requestId, operation: op.id, refunded: cost, code }, 'credits refunded');
    }
    throw err;
  }
}
