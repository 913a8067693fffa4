/**
 * Bytes → UTF-8 text, choosing the charset the way a browser would (WHATWG encoding sniffing,
 * simplified): a byte-order mark wins, then the Content-Type charset, then a <meta> declaration
 * in the first 1024 bytes, then UTF-8 when the bytes are valid UTF-8, else windows-1252.
 */

export interface DecodedText {
  text: string;
  charset: string;
  /** Where the charset came from. */
  source: 'bom' | 'header' | 'meta' | 'default';
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return m?.[1]?.toLowerCase();
}

export function decodeBody(body: Buffer, contentType: string | undefined): DecodedText {
  const bom = bomCharset(body);
  if (bom) return decodeWith(body, bom, 'bom');
  const header = supported(charsetFromContentType(contentType));
  if (header) return decodeWith(body, header, 'header');
  const meta = supported(metaCharset(body));
  if (meta) return decodeWith(body, meta, 'meta');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), charset: 'utf-8', source: 'default' };
  } catch {
    return decodeWith(body, 'windows-1252', 'default');
  }
}

function decodeWith(body: Buffer, charset: string, source: DecodedText['source']): DecodedText {
  const decoder = new TextDecoder(charset);
  return { text: decoder.decode(body), charset: decoder.encoding, source };
}

function supported(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    // HTML says a declared UTF-16 in a byte stream without BOM means UTF-8.
    const encoding = new TextDecoder(label).encoding;
    return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
  } catch {
    return undefined;
  }
}

function bomCharset(b: Buffer): string | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1]?.toLowerCase();
}
