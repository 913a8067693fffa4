/**
 * A page → its main content as Markdown, with the page's metadata. The one entry point the
 * /web/markdown operation, the batch crawler and bench:extract share.
 */
import { parseDocument } from 'htmlparser2';
import { mainContent } from './main-content.ts';
import { pageMetadata, type PageMetadata } from './metadata.ts';
import { repairMojibake } from './mojibake.ts';
import { toMarkdown } from './to-markdown.ts';

export interface Extraction {
  markdown: string;
  metadata: PageMetadata;
  /** Whether no content container stood out and the whole (cleaned) page was converted. */
  whole_page: boolean;
}

/**
 * In HTML (outside SVG/MathML) `<![CDATA[` opens a bogus comment that a browser ends at the next
 * `>`; htmlparser2 reads on to `]]>`, which some pages never write — and their whole body would
 * vanish into one comment (seen on XenForo forums, 2025). The opener is dropped, so what follows
 * is read as markup; inside scripts and SVG, both dropped later, it changes nothing.
 */
const CDATA_OPENER = /<!\[CDATA\[/g;

export function extractMarkdown(html: string, url: string, options: { include?: 'main' | 'full' } = {}): Extraction {
  const repaired = repairMojibake(html);
  const doc = parseDocument(repaired.includes('<![CDATA[') ? repaired.replace(CDATA_OPENER, '') : repaired);
  const metadata = pageMetadata(doc, url);
  const content = mainContent(doc, options.include ?? 'main', url);
  return { markdown: toMarkdown(content.nodes, { baseUrl: url }), metadata, whole_page: content.wholePage };
}
