/**
 * Render jobs shared by instances through Redis (REDIS_URL): when every browser of this instance
 * is busy, the render is pushed on a Redis list and whichever instance has a free browser pops
 * it, renders it and pushes the result to the job's reply key; the caller waits for that reply
 * within its own deadline. A job whose deadline passed while queued is answered RENDER_BUSY
 * unread. If Redis does not answer, rendering stays local (the pool's own queue).
 * (BullMQ was the first choice; its optional native deps are missing from the registry these
 * machines use, 2026-11, so `npm ci` could not install it.)
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError, errorCodes, findAppError, type ErrorCode } from '../errors.ts';
import type { RenderedPage } from './render-page.ts';
import type { Renderer, RenderRequest } from './renderer.ts';

const JOBS = 'gleaner:render:jobs';
const REPLY = 'gleaner:render:reply:';
/** Seconds a reply waits to be read before Redis drops it. */
const REPLY_TTL = 120;

interface Job {
  id: string;
  opts: RenderRequest;
  deadline: number;
}

type Reply = { ok: true; page: RenderedPage } | { ok: false; code: string; message: string };

export interface RenderJobs {
  render(opts: RenderRequest, signal?: AbortSignal): Promise<RenderedPage>;
  close(): Promise<void>;
}

export function createRenderJobs(redisUrl: string, local: Renderer, concurrency: number): RenderJobs {
  // Blocking pops need connections of their own, without a command timeout.
  const commands = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500, connectTimeout: 1000 });
  const worker = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 1000 });
  for (const r of [commands, worker]) r.on('error', () => {});
  let closed = false;
  const busy = () => {
    const s = local.stats();
    return s !== null && s.active >= concurrency;
  };

  async function work(): Promise<void> {
    while (!closed) {
      if (busy()) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      let popped: [string, string] | null = null;
      try {
        popped = await worker.brpop(JOBS, 1);
      } catch {
        await new Promise((r) => setTimeout(r, 1000)); // Redis away: try again later.
        continue;
      }
      if (!popped) continue;
      const job = JSON.parse(popped[1]) as Job;
      void run(job);
    }
  }

  async function run(job: Job): Promise<void> {
    const remaining = job.deadline - Date.now();
    let reply: Reply;
    if (remaining < 1000) reply = { ok: false, code: 'RENDER_BUSY', message: 'The render waited for a browser past its deadline.' };
    else {
      try {
        reply = { ok: true, page: await local.render({ ...job.opts, timeoutMs: Math.min(job.opts.timeoutMs, remaining) }) };
      } catch (err) {
        const e = findAppError(err);
        reply = { ok: false, code: e?.code ?? 'RENDER_FAILED', message: e?.message ?? String(err) };
      }
    }
    await commands.multi().lpush(REPLY + job.id, JSON.stringify(reply)).expire(REPLY + job.id, REPLY_TTL).exec().catch(() => {});
  }

  void work();

  return {
    async render(opts, signal) {
      if (!busy()) return local.render(opts, signal);
      const job: Job = { id: randomUUID(), opts, deadline: Date.now() + opts.timeoutMs };
      try {
        await commands.lpush(JOBS, JSON.stringify(job));
      } catch {
        return local.render(opts, signal); // Redis away: wait for a local browser instead.
      }
      // The waiting connection blocks, so it is one of its own, closed after the reply.
      const waiter = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 1000 });
      waiter.on('error', () => {});
      const onAbort = () => waiter.disconnect();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const answer = await waiter.blpop(REPLY + job.id, Math.max(1, Math.ceil(opts.timeoutMs / 1000) + 5));
        if (!answer) throw new AppError('RENDER_BUSY', 'No browser on any instance finished the render within its deadline.');
        const reply = JSON.parse(answer[1]) as Reply;
        if (reply.ok) return reply.page;
        throw new AppError((reply.code in errorCodes ? reply.code : 'RENDER_FAILED') as ErrorCode, reply.message);
      } catch (err) {
        if (findAppError(err)) throw err;
        throw new AppError('RENDER_BUSY', `Waiting for a shared render failed: ${(err as Error).message}`, { cause: err });
      } finally {
        signal?.removeEventListener('abort', onAbort);
        waiter.disconnect();
      }
    },
    async close() {
      closed = true;
      worker.disconnect();
      commands.disconnect();
    },
  };
}
