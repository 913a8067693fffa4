/**
 * The pages the verticals' parsers are checked on (real where a real capture exists, synthetic
 * pages of real fragments otherwise — see each operation's fixtures/MANIFEST.tsv), with the
 * blocks each operation parses. Shared by the tests and scripts/update-serp-expected.ts.
 */
import type { BlockName } from './parse-serp.ts';

export interface VerticalFixture {
  operation: string;
  /** Path under src/operations/<operation>/fixtures/. */
  file: string;
  blocks: BlockName[];
  primary: string;
  real: boolean;
}

export const VERTICAL_FIXTURES: VerticalFixture[] = [
  { operation: 'videos-search', file: 'why-is-the-sky-blue.synthetic.html', blocks: ['videos', 'related_searches'], primary: 'video_results', real: false },
  { operation: 'shorts-search', file: 'why-is-the-sky-blue.synthetic.html', blocks: ['shorts'], primary: 'short_video_results', real: false },
  { operation: 'shopping-search', file: 'drawing-tablet.synthetic.html', blocks: ['shopping'], primary: 'shopping_results', real: false },
  { operation: 'ai-mode', file: 'real_ai_mode_tr.html', blocks: ['ai_mode'], primary: 'text_blocks', real: true },
  { operation: 'ai-mode', file: 'real_ai_mode_goto_links.html', blocks: ['ai_mode'], primary: 'text_blocks', real: true },
  { operation: 'ai-mode', file: 'real_ai_mode_tr_sources.html', blocks: ['ai_mode'], primary: 'text_blocks', real: true },
];

export function verticalFixturePath(f: VerticalFixture, suffix = ''): string {
  return new URL(`../../../operations/${f.operation}/fixtures/${suffix ? f.file.replace(/\.html$/, suffix) : f.file}`, import.meta.url).pathname;
}
