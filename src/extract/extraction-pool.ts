/**
 * Extraction off the event loop. extractMarkdown is synchronous CPU work — milliseconds on most
 * pages, seconds on a 10 MB one — and on the main thread it would stall every other request of
 * the instance while it runs. Here it runs in a small pool of worker threads, pages queued for a
 * free one. A page that takes longer than the limit has its worker terminated (the only way to
 * stop synchronous code) and replaced, and fails with EXTRACTION_TIMEOUT.
 * With `workers: 0` extraction runs inline (scripts, tests that want no threads); so it does when
 * no thread can start at all.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { extractMarkdown, type Extraction, type ExtractOptions } from './extract.ts';
import type { ExtractionJob } from './extract-worker.ts';

export interface ExtractionPool {
  extract(html: string, url: string, options?: ExtractOptions): Promise<Extraction>;
  close(): Promise<void>;
}

interface Queued {
  job: ExtractionJob;
  resolve(extraction: Extraction): void;
  reject(err: Error): void;
}

export function createExtractionPool(options: { workers: number; timeoutMs: number }): ExtractionPool {
  if (options.workers === 0) {
    return { extract: async (html, url, o = {}) => extractMarkdown(html, url, o), close: async () => {} };
  }
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const queue: Queued[] = [];
  let closed = false;
  let threadsFailing = false;

  const spawn = () => {
    const worker = new Worker(new URL('./extract-worker.ts', import.meta.url));
    all.add(worker);
    const ready = () => {
      // Idle threads never keep the process alive (starting and busy ones do: pages wait on them).
      worker.unref();
      worker.off('error', failedToStart);
      worker.off('exit', failedToStart);
      if (closed) return;
      idle.push(worker);
      pump();
    };
    const failedToStart = () => {
      worker.off('message', ready);
      all.delete(worker);
      threadsFailing = true;
      pump();
    };
    worker.once('message', ready);
    worker.once('error', failedToStart);
    worker.once('exit', failedToStart);
  };
  const retire = (worker: Worker) => {
    all.delete(worker);
    void worker.terminate();
    if (!closed && !threadsFailing) spawn();
  };
  const run = (worker: Worker, { job, resolve, reject }: Queued) => {
    // A busy thread keeps the process alive until its page is done.
    worker.ref();
    const done = () => {
      worker.unref();
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
    };
    const onMessage = (answer: { result: Extraction } | { error: string }) => {
      done();
      if ('result' in answer) resolve(answer.result);
      else reject(new AppError('INTERNAL', `Extraction failed: ${answer.error}`));
      idle.push(worker);
      pump();
    };
    const onFailure = (err: unknown) => {
      done();
      reject(new AppError('INTERNAL', `The extraction thread failed: ${err instanceof Error ? err.message : `exit code ${String(err)}`}`));
      retire(worker);
      pump();
    };
    const timer = setTimeout(() => {
      done();
      reject(new AppError('EXTRACTION_TIMEOUT', `Extracting the main content of ${job.url} took longer than ${options.timeoutMs} ms (EXTRACT_TIMEOUT_MS); it was stopped.`));
      retire(worker);
      pump();
    }, options.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    worker.postMessage(job);
  };
  const pump = () => {
    while (idle.length && queue.length) run(idle.pop()!, queue.shift()!);
    // No thread left to wait for: extract here rather than never.
    if (threadsFailing && all.size === 0) {
      for (const { job, resolve, reject } of queue.splice(0)) {
        try {
          resolve(extractMarkdown(job.html, job.url, job.options));
        } catch (err) {
          reject(err as Error);
        }
      }
    }
  };
  for (let i = 0; i < options.workers; i++) spawn();

  return {
    extract(html, url, o = {}) {
      if (closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'The extraction pool is closed.'));
      return new Promise<Extraction>((resolve, reject) => {
        queue.push({ job: { html, url, options: o }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const q of queue.splice(0)) q.reject(new AppError('SERVICE_UNAVAILABLE', 'The extraction pool is closed.'));
      await Promise.all([...all].map((w) => w.terminate()));
      all.clear();
    },
  };
}
