/**
 * A result page → SerpApi-shaped blocks. Each block parser runs on its own: one that recognises
 * its block but fails on it is logged into `parse_warnings` and the rest of the page is kept.
 * Drift check: a page that visibly holds results (a result count, links leaving Google in the
 * results column) but yields no organic result is a parse failure, never an empty success.
 */
import { AppError } from '../../../errors.ts';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import { apiLinks } from './api-links.ts';
import { resultsColumn, type Json } from './common.ts';
import { attr, isInside, parseSerpDom, type SerpDom } from './dom.ts';
import { ads } from './ads.ts';
import { aiMode } from './ai-mode.ts';
import { shoppingResults } from './shopping.ts';
import { shortVideoResults, videoResults } from './videos.ts';
import { aiOverview } from './ai-overview.ts';
import { answerBox } from './answer-box.ts';
import { knowledgeGraph } from './knowledge-graph.ts';
import { localResults } from './local.ts';
import { inlineImages, inlineVideos, shortVideos, topStories } from './media.ts';
import { organicResults } from './organic.ts';
import { pagination } from './pagination.ts';
import { relatedQuestions, relatedSearches } from './related.ts';
import { isNoResultsPage, searchInformation } from './search-information.ts';

export interface SerpParseOptions {
  /** The operation's path under /api/v1, for links back into our API. */
  operationPath: string;
  params: Record<string, unknown>;
  /** Blocks to parse; the light operation asks only for the essentials. */
  blocks?: readonly BlockName[];
  /**
   * The list that must not come back empty from a page that shows results (drift check):
   * organic_results for web search, each vertical's own list otherwise.
   */
  primary?: string;
}

const BLOCKS = {
  ads: (dom: SerpDom) => ads(dom),
  ai_overview: (dom: SerpDom) => aiOverview(dom),
  answer_box: (dom: SerpDom) => answerBox(dom),
  knowledge_graph: (dom: SerpDom, ctx: Ctx) => knowledgeGraph(dom, ctx.api),
  local: (dom: SerpDom) => localResults(dom),
  organic_results: (dom: SerpDom) => organicResults(dom),
  top_stories: (dom: SerpDom) => topStories(dom),
  inline_videos: (dom: SerpDom) => inlineVideos(dom),
  short_videos: (dom: SerpDom) => shortVideos(dom),
  inline_images: (dom: SerpDom) => inlineImages(dom),
  related_questions: (dom: SerpDom, ctx: Ctx) => relatedQuestions(dom, ctx.api),
  related_searches: (dom: SerpDom, ctx: Ctx) => relatedSearches(dom, ctx.api),
  // The verticals' own lists (each yields its keys: video_results + short_videos, …).
  videos: (dom: SerpDom) => videoResults(dom),
  shorts: (dom: SerpDom) => shortVideoResults(dom),
  shopping: (dom: SerpDom, ctx: Ctx) => shoppingResults(dom, ctx.api),
  ai_mode: (dom: SerpDom) => aiMode(dom),
} satisfies Record<string, (dom: SerpDom, ctx: Ctx) => unknown>;

/** Blocks that yield several top-level keys (local_map + local_results, as SerpApi has them). */
const MERGED = new Set<string>(['local', 'videos', 'shorts', 'shopping', 'ai_mode']);
/** What a page parses by default: the web result page's blocks. */
const WEB_BLOCKS = Object.keys(BLOCKS).filter((b) => !['videos', 'shorts', 'shopping', 'ai_mode'].includes(b)) as BlockName[];

export type BlockName = keyof typeof BLOCKS;
interface Ctx {
  api: ReturnType<typeof apiLinks>;
}

export function parseSerp(html: string, url: string, options: SerpParseOptions): Json {
  const dom = parseSerpDom(html, url);
  const ctx: Ctx = { api: apiLinks(options.operationPath, options.params) };
  const out: Json = { search_information: {} };
  const warnings: string[] = [];
  const primary = options.primary ?? 'organic_results';
  for (const name of options.blocks ?? WEB_BLOCKS) {
    try {
      const value = BLOCKS[name](dom, ctx);
      if (MERGED.has(name)) Object.assign(out, value);
      else if (name === primary || !isEmpty(value)) out[name] = value;
    } catch (err) {
      warnings.push(`${name}: ${(err as Error).message}`);
    }
  }
  try {
    Object.assign(out, pagination(dom, ctx.api));
  } catch (err) {
    warnings.push(`pagination: ${(err as Error).message}`);
  }
  // Blocks in a stable, readable order (SerpApi's): not the order they were parsed in.
  for (const name of Object.keys(BLOCKS)) if (name in out) {
    const value = out[name];
    delete out[name];
    out[name] = value;
  }
  const found = out[primary] as unknown[] | undefined;
  out.search_information = searchInformation(dom, found?.length ?? 1);
  if (warnings.length) out.parse_warnings = warnings;
  checkDrift(dom, primary, found);
  return out;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}

/** Links leaving Google in the results column: what a reader sees as results. */
export function visibleResultLinks(dom: SerpDom): number {
  const column = resultsColumn(dom);
  let n = 0;
  for (const a of dom.byTag('a')) {
    if (column && !isInside(a, column)) continue;
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    if (link && /^https?:/.test(link) && !isGoogleFeatureLink(link)) n++;
  }
  return n;
}

function checkDrift(dom: SerpDom, primary: string, found: unknown[] | undefined): void {
  // Counting links is only worth it when nothing was parsed.
  if (!found || found.length > 0 || isNoResultsPage(dom)) return;
  const links = visibleResultLinks(dom);
  if (links >= 5) {
    const what = primary === 'organic_results' ? 'organic result' : `item of ${primary}`;
    throw new AppError('UPSTREAM_PARSE_FAILED', `The result page shows ${links} result links but no ${what} could be parsed: the page layout has probably changed.`);
  }
}
