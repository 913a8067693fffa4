/**
 * Text a site's software garbled on its way out, repaired for the text meant.
 *
 * Text encoded to UTF-8 twice (read as Latin-1, written back as UTF-8): "youâ\u0080\u0099re" for
 * "you’re". Browsers show it as the site wrote it ("youâre", the C1 controls invisible); readers
 * and models are better served by the text meant, as ftfy repairs it. Seen on ~2 % of the WCXB
 * pages (2025 captures of WordPress and Shopify sites).
 */
import { decodeHTML } from 'entities';

/** One character's UTF-8 bytes, each read as a Latin-1 character. */
const DOUBLE_ENCODED = /[\u00c2-\u00df][\u0080-\u00bf]|[\u00e0-\u00ef][\u0080-\u00bf]{2}|[\u00f0-\u00f4][\u0080-\u00bf]{3}/g;
/** Proof the page is double-encoded: such a sequence holding a C1 control, which real text never uses. */
const C1_CONTROL = /[\u0080-\u009f]/;
const WITH_C1_CONTROL = /[\u00c2-\u00f4][\u0080-\u00bf]*[\u0080-\u009f]/;

export function repairMojibake(html: string): string {
  // A C1 control at all is rare: that one-character scan spares almost every page the full pattern.
  if (!C1_CONTROL.test(html) || !WITH_C1_CONTROL.test(html)) return html;
  return html.replace(DOUBLE_ENCODED, (seq) => {
    const decoded = Buffer.from(seq, 'latin1').toString('utf8');
    // Not a valid UTF-8 sequence after all: leave the text as it was.
    return decoded.includes('\ufffd') || decoded.length !== 1 ? seq : decoded;
  });
}

/** A character reference left in a value already read, named ("&amp;", "&reg;": Sephora's <title>, 2026) or numbered. */
const ESCAPED_TWICE = /&([a-z][a-z\d]{1,31}|#\d{2,6}|#x[0-9a-f]{2,6});/i;

/**
 * A text a site's template escaped twice ("pricing &amp;amp; costs" in an og:description, "Serena
 * &amp;amp; Lily" in an alt text; Squarespace and WordPress, 2026) still shows a character
 * reference once read: it is read once more, for the character meant.
 */
export function readEscapedTwice(text: string): string {
  return ESCAPED_TWICE.test(text) ? decodeHTML(text) : text;
}
