/**
 * The WCXB dev split as bench:extract and bench:extract:pages read it: one record per page
 * (html unzipped, its URL, ground truth, snippets and page type). The split is found at --dataset,
 * else WCXB_DIR, else ../shared/datasets/wcxb-dev, else the 100-page sample in bench/wcxb-sample.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface WcxbPage {
  id: string;
  html: string;
  url: string;
  truth: string;
  with: string[];
  without: string[];
  type: string;
  /** The ground truth's metadata (null where the page has none). */
  meta: { title: string | null; author: string | null; published: string | null };
}

/** The value after a command-line flag (`--dataset DIR` → "DIR"), shared by the WCXB bench scripts. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

export function wcxbDir(flag: string | undefined, envDir: string | undefined): string {
  const sharedSplit = new URL('../../shared/datasets/wcxb-dev/', import.meta.url).pathname;
  return flag ?? envDir ?? (existsSync(sharedSplit) ? sharedSplit : new URL('./wcxb-sample/', import.meta.url).pathname);
}

export function wcxbIds(dir: string): string[] {
  return readdirSync(`${dir}/ground-truth`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace('.json', ''))
    .sort();
}

export function wcxbPage(dir: string, id: string): WcxbPage {
  const gt = JSON.parse(readFileSync(`${dir}/ground-truth/${id}.json`, 'utf8'));
  return {
    id,
    html: gunzipSync(readFileSync(`${dir}/html/${id}.html.gz`)).toString('utf8'),
    url: gt.url,
    truth: gt.ground_truth.main_content ?? '',
    with: gt.ground_truth.with ?? [],
    without: gt.ground_truth.without ?? [],
    type: gt._internal?.page_type?.primary ?? 'unknown',
    meta: { title: gt.ground_truth.title ?? null, author: gt.ground_truth.author ?? null, published: gt.ground_truth.publish_date ?? null },
  };
}
