/**
 * A page → its main content as Markdown, with the page's metadata. The one entry point the
 * /web/markdown operation, the batch crawler and bench:extract share.
 */
import { parseDocument } from 'htmlparser2';
import { mainContent } from './main-content.ts';
import { pageMetadata, type PageMetadata } from './metadata.ts';
import { toMarkdown } from './to-markdown.ts';

export interface Extraction {
  markdown: string;
  metadata: PageMetadata;
  /** Whether no content container stood out and the whole (cleaned) page was converted. */
  whole_page: boolean;
}

export function extractMarkdown(html: string, url: string, options: { include?: 'main' | 'full' } = {}): Extraction {
  const doc = parseDocument(html);
  const metadata = pageMetadata(doc, url);
  const content = mainContent(doc, options.include ?? 'main', url);
  return { markdown: toMarkdown(content.nodes, { baseUrl: url }), metadata, whole_page: content.wholePage };
}
