/**
 * Parser of a Maps place: the place array inside the page's initial state
 * (`window.APP_INITIALIZATION_STATE[3][k]`, a `)]}'`-prefixed JSON string) or the same payload
 * from the place preview RPC. Fields are positional; the paths are those of maintained scrapers
 * as of 2025-11 (gosom/google-maps-scraper EntryFromJSON; notes/trends-scholar-maps.md §3.3).
 * Every lookup is guarded: places lack hours, websites or phones often.
 */
import { dataIdToCid } from '../../upstreams/google/maps-ids.ts';
import { unwrapGoogleLink } from '../../upstreams/google/links.ts';

type Json = unknown;

function at(value: Json, ...path: number[]): Json {
  let v = value;
  for (const i of path) {
    if (!Array.isArray(v) || v[i] === undefined) return undefined;
    v = v[i];
  }
  return v ?? undefined;
}

const str = (v: Json): string | undefined => (typeof v === 'string' && v ? unescapeJs(v) : undefined);
const num = (v: Json): number | undefined => (typeof v === 'number' ? v : undefined);

/** Some captures keep JavaScript escapes (\u003d) inside the strings. */
function unescapeJs(s: string): string {
  return s.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The root array of the place payload, from an HTML page or an RPC/JSON body. */
export function extractPlaceRoot(body: string): Json[] {
  const state = /window\.APP_INITIALIZATION_STATE\s*=\s*(\[[\s\S]*?\]);window\./.exec(body)?.[1];
  if (state) {
    const outer = JSON.parse(state) as Json[];
    // The slot holding the place moved in 2025: take whichever entry of [3] is a )]}'-prefixed string.
    for (const candidate of (outer[3] as Json[] | undefined) ?? []) {
      if (typeof candidate === 'string' && candidate.startsWith(")]}'")) return JSON.parse(candidate.slice(candidate.indexOf('\n') + 1)) as Json[];
    }
    throw new Error('the page state holds no place payload');
  }
  const start = body.indexOf('[');
  if (start < 0) throw new Error('no place payload in the answer');
  return JSON.parse(body.slice(start)) as Json[];
}

export function parsePlace(body: string): Record<string, unknown> {
  const root = extractPlaceRoot(body);
  const d = root[6];
  if (!Array.isArray(d) || typeof d[11] !== 'string') throw new Error('the payload holds no place (no title at [6][11])');
  const dataId = str(at(d, 10));
  const categories = ((at(d, 13) as Json[] | undefined) ?? []).filter((c): c is string => typeof c === 'string').map(unescapeJs);
  const title = str(at(d, 11))!;
  const fullAddress = str(at(d, 18));
  const website = str(at(d, 7, 0));
  const lat = num(at(d, 9, 2));
  const lng = num(at(d, 9, 3));
  const result: Record<string, unknown> = {
    title,
    place_id: str(at(d, 78)),
    data_id: dataId,
    data_cid: dataId ? dataIdToCid(dataId) : undefined,
    address: str(at(d, 39)) ?? fullAddress?.replace(`${title}, `, ''),
    phone: str(at(d, 178, 0, 0)),
    website: website ? unwrapGoogleLink(website, 'https://www.google.com/') : undefined,
    rating: num(at(d, 4, 7)),
    reviews: num(at(d, 4, 8)),
    price: str(at(d, 4, 2)),
    type: categories[0],
    types: categories.length ? categories : undefined,
    gps_coordinates: lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined,
    plus_code: str(at(d, 183, 2, 2, 0)),
    open_state: str(at(d, 34, 4, 4)),
    hours: hours(d),
    description: str(at(d, 32, 1, 1)),
    thumbnail: str(at(d, 72, 0, 1, 6, 0)),
    timezone: str(at(d, 30)),
    reviews_link: str(at(d, 4, 3, 0)),
  };
  return { place_results: Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) };
}

/** Opening hours as SerpApi lists them: [{monday: "12:30–10 pm"}, …]. Newer layout first (2025-11). */
function hours(d: Json[]): Record<string, string>[] | undefined {
  const fresh = at(d, 203, 0) as Json[] | undefined;
  const old = at(d, 34, 1) as Json[] | undefined;
  const rows = (fresh ?? old ?? []) as Json[];
  const out = rows
    .map((row) => {
      const day = str(at(row, 0));
      const text = fresh ? ((at(row, 3) as Json[] | undefined) ?? []).map((slot) => str(at(slot, 0))).filter(Boolean).join(', ') : ((at(row, 1) as Json[] | undefined) ?? []).map(str).filter(Boolean).join(', ');
      return day ? { [day.toLowerCase()]: text.replace(/\u202f/g, ' ') } : undefined;
    })
    .filter((h): h is Record<string, string> => h !== undefined);
  return out.length ? out : undefined;
}
