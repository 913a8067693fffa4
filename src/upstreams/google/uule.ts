/**
 * `location` → `uule`: Google's v1 location encoding, "w+" + base64 of a small protobuf whose
 * field 4 is the canonical location name (Google Ads geotargets "Canonical Name", e.g.
 * "Austin,Texas,United States"). Encoded as a protobuf with a varint length, so names of any
 * byte length work (the common "w+CAIQICI" + one-character-length shortcut stops at 63 bytes).
 * Checked against the published example for "New York,New York,United States" (notes/serp.md §3.1).
 */
export function encodeUule(canonicalName: string): string {
  const name = Buffer.from(canonicalName.trim(), 'utf8');
  const proto = Buffer.concat([Buffer.from([0x08, 0x02, 0x10, 0x20, 0x22]), varint(name.length), name]);
  return `w+${proto.toString('base64')}`;
}

function varint(n: number): Buffer {
  const bytes: number[] = [];
  while (n > 0x7f) {
    bytes.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  bytes.push(n);
  return Buffer.from(bytes);
}
