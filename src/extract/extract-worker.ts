/** One extraction thread of the pool (extraction-pool.ts): a page in, its Extraction out. */
import { parentPort } from 'node:worker_threads';
import { extractMarkdown } from './extract.ts';

export interface ExtractionJob {
  html: string;
  url: string;
  include: 'main' | 'full';
}

// Loaded and ready: the pool starts a page's clock only from here.
parentPort!.postMessage({ ready: true });

parentPort!.on('message', (job: ExtractionJob) => {
  try {
    parentPort!.postMessage({ result: extractMarkdown(job.html, job.url, { include: job.include }) });
  } catch (err) {
    parentPort!.postMessage({ error: (err as Error).message });
  }
});
