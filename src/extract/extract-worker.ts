/** One extraction thread of the pool (extraction-pool.ts): a page in, its Extraction out. */
import { parentPort } from 'node:worker_threads';
import { extractMarkdown, type ExtractOptions } from './extract.ts';

export interface ExtractionJob {
  html: string;
  url: string;
  options: ExtractOptions;
}

// Loaded and ready: the pool starts a page's clock only from here.
parentPort!.postMessage({ ready: true });

parentPort!.on('message', (job: ExtractionJob) => {
  try {
    parentPort!.postMessage({ result: extractMarkdown(job.html, job.url, job.options) });
  } catch (err) {
    parentPort!.postMessage({ error: (err as Error).message });
  }
});
