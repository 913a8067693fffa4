/**
 * Dates as pages write them: the published date read as ISO 8601 (isoDate), the date shown by
 * the headline when nothing declares one (shownDate), a date shown in an element named for it
 * (namedDate) and the day a page's address carries (urlDate) — for the page metadata (metadata.ts).
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { asName, THREAD_STARTER } from './byline-name.ts';
import { shortText, writesOwnText } from './page-stats.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
// A year may run straight into an ISO time ("Oct 01, 2025T10:00:00+03:00", a JSON-LD dateModified, 2026).
const MONTH_FIRST = new RegExp(String.raw`^${MONTH} ${DAY},? (\d{4})(?=\b|T\d)`, 'i');
const DAY_FIRST = new RegExp(String.raw`^${DAY} ${MONTH},? (\d{4})(?=\b|T\d)`, 'i');
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})\b/;
const YEAR_MONTH_DAY = new RegExp(String.raw`^(\d{4}) ${MONTH} ${DAY}\b`, 'i');

/**
 * A date-time written nearly as ISO 8601 by a CMS ("2024-05-09 00:00:00 +0000", "2011-02-11
 * 23:49:17Z", "2025-11-25 08:33:24 UTC", Jekyll's "2026-02-21 12:16:43 +0100 +0100", "2025-12-17
 * UTC07:30:00+00:00"; seen 2025-2026) written as one, the form every date parser reads:
 * "2024-05-09T00:00:00+00:00". Its time and zone are the page's; a time without a zone stays
 * without one. Anything else from a year-first date on is kept as written.
 */
function rfc3339(value: string): string {
  const m = /^(\d{4}-\d\d-\d\d)(?:(?:T| |UTC)(\d\d:\d\d(?::\d\d(?:\.\d+)?)?))? ?(Z|UTC|GMT|[+-]\d\d:?\d\d)?(?: \3)?$/.exec(value);
  if (!m || !m[2]) return value;
  const zone = !m[3] ? '' : /^(Z|UTC|GMT)$/.test(m[3]) ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
  return `${m[1]}T${m[2]}${zone}`;
}

/**
 * The published date as ISO 8601. An ISO value keeps its time and zone, written as RFC 3339
 * where a CMS wrote it nearly so (rfc3339); one written for readers ("Feb 08, 2022", "on Friday
 * December 19, 2025 @08:00PM", "13/11/2025 09:21:40", seen 2025) becomes its day, YYYY-MM-DD —
 * its time has no zone to read it in; Unix time its instant in UTC. A numeric date that reads both ways (03-09-2026), or
 * anything else, is kept raw.
 */
export function isoDate(raw: string | undefined): string | undefined {
  const value = raw?.replace(/\s+/g, ' ').trim();
  if (!value) return undefined;
  if (/^\d{4}-\d\d-\d\d/.test(value)) return rfc3339(value);
  // Unix time, in seconds or milliseconds (og:updated_time "1766222982", 2026): one instant, in UTC.
  if (/^\d{10}(\d{3})?$/.test(value)) {
    const instant = new Date(value.length === 10 ? Number(value) * 1000 : Number(value));
    const year = instant.getUTCFullYear();
    if (year >= 1995 && year <= 2100) return instant.toISOString().replace('.000Z', 'Z');
  }
  const text = value.replace(/^(on )?((mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,? )?/i, '');
  const day = (y: string, m: number, d: string) => (m >= 1 && m <= 12 && Number(d) >= 1 && Number(d) <= 31 ? `${y}-${String(m).padStart(2, '0')}-${d.padStart(2, '0')}` : value);
  let m = MONTH_FIRST.exec(text);
  if (m) return day(m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1, m[2]!);
  m = DAY_FIRST.exec(text);
  if (m) return day(m[3]!, MONTHS.indexOf(m[2]!.toLowerCase()) + 1, m[1]!);
  // Year first ("2025/12/18" in arXiv's citation_date, "2024 Jun 30" in PubMed Central's
  // citation_publication_date): one reading only.
  m = YEAR_FIRST.exec(text);
  if (m) return day(m[1]!, Number(m[2]), m[3]!);
  m = YEAR_MONTH_DAY.exec(text);
  if (m) return day(m[1]!, MONTHS.indexOf(m[2]!.toLowerCase().slice(0, 3)) + 1, m[3]!);
  m = NUMERIC.exec(text);
  if (m && Number(m[1]) > 12) return day(m[3]!, Number(m[2]), m[1]!);
  if (m && Number(m[2]) > 12) return day(m[3]!, Number(m[1]), m[2]!);
  return value;
}

const UPDATED = /^(last )?(updated|modified|reviewed)\b/i;

const DATE_LEAD_IN = /^(((last )?(updated|modified|reviewed)|published|posted|date)( on)?|on)\b[:\s]*/i;

/** The whole day (YYYY-MM-DD) a line written for readers gives, after any lead-in ("Published on"). */
function dayOf(line: string | undefined): string | undefined {
  const day = line && isoDate(line.replace(DATE_LEAD_IN, ''));
  return day && /^\d{4}-\d\d-\d\d$/.test(day) ? day : undefined;
}

/**
 * A byline that goes on to the date it was written, set apart from the name by a separator or a
 * line break ("By Dr. Vahid Osman - Mar 27, 2024", "Aaron Ricadela | Senior Writer | July 2,
 * 2025", "Andrew Gerrand<br>4 August 2010", "Video - December 19, 2025"; seen 2010-2025): that
 * date as written, with its day. What comes before the date must read as names (capitalised
 * words, perhaps after "By"): a sentence ending in a date ("released on 2019-04-29", "joined
 * after 1 Jan 1961"), a range ("Apr 15 - May 13, 2026") or a file's name ("searching.txt · Last
 * modified: …") is none. What follows the date may be anything ("Updated: …", a read time).
 */
function bylineDate(el: Element, line: string): { text: string; day: string; first: string } | undefined {
  const lines = el.children.some((c) => c.type === 'tag' && (c as Element).name === 'br') ? linesOf(el) : [line];
  const parts = lines.flatMap((l) => l.split(BYLINE_SEPARATOR)).map((part) => part.trim());
  for (const [i, part] of parts.entries()) {
    const day = dayOf(part);
    if (day) return i > 0 ? { text: part, day, first: parts[0]! } : undefined;
    if (!NAME_LIKE.test(part)) return undefined;
  }
  return undefined;
}

/**
 * A byline written name first, going on to its date (bylineDate: "Aaron Ricadela | Senior Writer
 * | July 2, 2025", Oracle 2025): the name, when it reads as one of two words or more ("Video -
 * December 19, 2025" names no one).
 */
export function nameBeforeDate(el: Element, line: string): string | undefined {
  const first = bylineDate(el, line)?.first;
  const name = first ? asName(first) : undefined;
  return name?.includes(' ') ? name : undefined;
}

/**
 * A byline written date first, the name after a separator or "by" ("Dec. 19, 2025 · Niko
 * Matsakis on behalf of …", "2025-12-17 · Trond Teigen", "03/01/2017 by Agatha Caleo, Candidate
 * Representative…", "Dec 26, 2025 • Mahua Das in Project Management", "March 3, 2025 | By Sara
 * Brown"; seen 2017-2025): the name, up to a comma or to what the writer wrote for or in. It
 * must read as a name of two words or more (a section's name after the date, "Dec 19, 2025 ·
 * Technology", a read time, is none).
 */
export function nameAfterDate(line: string): string | undefined {
  const date = [ISO_DAY, MONTH_FIRST, DAY_FIRST, NUMERIC, YEAR_FIRST].map((re) => re.exec(line)?.[0]).find(Boolean);
  if (!date) return undefined;
  const rest = /^(?:\s*[|•·]\s*|\s[-—–]\s|\s+(?=by\s))(?:by\s+)?(.+)$/i.exec(line.slice(date.length))?.[1];
  const name = rest?.split(/\s*,\s*|\s+(?:on behalf of|in|for|at)\s+/)[0]!.trim();
  return name && NAME_LIKE.test(name) && !/^[Bb]y /.test(name) && name.includes(' ') ? asName(name) : undefined;
}

const ISO_DAY = /^\d{4}-\d\d-\d\d\b/;
const BYLINE_SEPARATOR = /\s*[|•·]\s*|\s[-—–]\s/;
const NAME_LIKE = /^([Bb]y )?\p{Lu}[\p{L}.'’-]*( \p{Lu}[\p{L}.'’-]*){0,4}$/u;

/** An element's text, parted at its <br>s (each part collapsed). */
function linesOf(el: Element): string[] {
  const lines = [''];
  for (const c of el.children) {
    if (c.type === 'tag' && (c as Element).name === 'br') lines.push('');
    else lines[lines.length - 1] += textContent(c);
  }
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The date the page shows under (or over) its headline when nothing declares one: a line near
 * the <h1> that is a date written for readers, perhaps after "Published on" ("Jun 08, 2023 • 11
 * Minute Read"), or a byline ending in one (bylineDate). Looked for in the headline's ancestors,
 * nearest first, four levels up: a date further away belongs to something else (a sidebar's
 * post), and three different dates are a listing's items'. A "Last updated" date is taken only
 * when no other date is shown: the page was published before.
 */
export function shownDate(h1: Element | null): string | undefined {
  const lines: { text: string; day: string }[] = [];
  // Each level reads only what the level below did not, and each element only as far as a line
  // goes (shortText): the walk stays linear however deep the headline sits.
  const read = (el: Element) => {
    // Only an element that writes words of its own can be a line (not the blocks around it).
    const text = writesOwnText(el) ? shortText(el, 80) : undefined;
    const day = dayOf(text);
    const line = day ? { text: text!, day } : text ? bylineDate(el, text) : undefined;
    if (line) lines.push(line);
    return false;
  };
  let inner: AnyNode | null | undefined = h1;
  let scope = h1?.parent;
  for (let level = 0; level < 4 && scope && scope.type === 'tag'; level++, inner = scope, scope = scope.parent) {
    findAll(read, (scope as Element).children.filter((c) => c !== inner));
    // Three different dates around the headline are its items' (a listing under its title).
    if (new Set(lines.map((line) => line.day)).size >= 3) return undefined;
    const published = lines.find((line) => !UPDATED.test(line.text)) ?? lines[0];
    if (published) return published.day;
  }
  return undefined;
}

/**
 * The machine date of a <time> by the headline (in its ancestors, nearest first, four levels up,
 * as shownDate reads them): the page's own, where the page's first <time> may be a menu's teaser
 * or the site header's clock.
 */
export function headlineTime(h1: Element | undefined): string | undefined {
  let inner: AnyNode | null | undefined = h1;
  let scope = h1?.parent;
  for (let level = 0; level < 4 && scope && scope.type === 'tag'; level++, inner = scope, scope = scope.parent) {
    const times = findAll((e) => e.name === 'time' && !!e.attribs.datetime, (scope as Element).children.filter((c) => c !== inner));
    const days = new Set(times.map((t) => t.attribs.datetime!.slice(0, 10)));
    if (days.size >= 3) return undefined;
    if (times.length) return times[0]!.attribs.datetime;
  }
  return undefined;
}

/**
 * The day a page's address carries, where nothing on the page declares or shows one: blogs and
 * news sites file posts under it ("/blog/2025-12-17-minisgl", "/2024/05/03/title/"). Only a
 * whole, plausible date counts — a year alone or a year and month ("/2024/05/") is an archive's.
 */
export function urlDate(url: string): string | undefined {
  const path = URL.parse(url)?.pathname ?? '';
  const m = /\/((?:19|20)\d\d)([-/])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?=[-/_]|\.html?$|$)/.exec(decodeURIComponent(path));
  return m ? `${m[1]}-${m[3]}-${m[4]}` : undefined;
}

const DATE_NAME = /(^|[\s_-])(date|dates|published|pub-?date|post-?date|publish-?date|published-?date|entry-?date|story-?date|article-?date|posted-?on|time-wrapper)([\s_-]|$)/i;

/**
 * A date shown in an element the page names for it ("sno-story-date", "single-post-date",
 * "published-date"), when nothing declares one and none sits by the headline: the first such
 * element whose short text is a whole date written for readers. Two different dates so named
 * are a listing's items' or comments', and name no day of the page.
 */
export function namedDate(doc: Document): string | undefined {
  const days = new Set<string>();
  let first: string | undefined;
  findAll((el) => {
    if (days.size >= 2 || !DATE_NAME.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`)) return false;
    const day = dayOf(shortText(el, 60));
    if (day) {
      days.add(day);
      first ??= day;
    }
    return false;
  }, doc.children);
  return days.size === 1 ? first : undefined;
}

/**
 * On a discussion, the day a line over the posts says the thread was started (SMF's "Started by
 * Biology Forums, June 04, 2024, 11:23:55 AM", 2024): its author's name, then the date. Read
 * before the page's first <time>, which on SMF is the site's clock in its header.
 */
export function threadStartedDate(doc: Document): string | undefined {
  let day: string | undefined;
  findOne((el) => {
    const text = writesOwnText(el) ? shortText(el, 120) : undefined;
    // The date begins after one of the commas ("Started by Doe, Jane, March 5, 2026").
    if (text && THREAD_STARTER.test(text)) day = [...text.matchAll(/,\s*/g)].map((comma) => dayOf(text.slice(comma.index + comma[0].length))).find(Boolean);
    return day !== undefined;
  }, doc.children);
  return day;
}

/** A member's card lines (when they joined, were last seen) and edits, not when the post was written — nor any date inside them. */
const NOT_WRITTEN = /^(joined|registered|member since|last (edited|seen|active|visit|updated|modified)|edited|updated|modified)\b/i;

/**
 * On a discussion that declares no date, the day its first post was written: the first line the
 * thread shows that is a whole date, perhaps with a time ("30th March 2025, 16:26" in vBulletin's
 * post header, FluxBB's "2024-08-03 10:59:47"), outside the site's frame and the posters' cards —
 * when the next dates shown run on from it (or three stand on one day), as a thread's replies do.
 * Dates that run backwards are a feed's, newest first: a topic page's stories, whose address
 * (/topic/cloud/) reads like a forum's. An edit's date ("Updated Mar 8, 2026") is no post's.
 */
export function firstPostDate(body: Element): string | undefined {
  const days: string[] = [];
  const visit = (el: Element): void => {
    for (const c of el.children) {
      if (days.length >= 3 || c.type !== 'tag') continue;
      const e = c as Element;
      if (/^(head|nav|header|footer|form|aside|script|style|noscript|template|select|button)$/.test(e.name)) continue;
      const text = writesOwnText(e) ? shortText(e, 60) : undefined;
      if (text && NOT_WRITTEN.test(text)) continue;
      if (text) {
        const iso = isoDate(text.replace(DATE_LEAD_IN, '').replace(/^[»·|\s]+/, ''));
        if (iso && /^\d{4}-\d\d-\d\d(?=$|[T ])/.test(iso)) {
          days.push(iso.slice(0, 10));
          continue;
        }
      }
      visit(e);
    }
  };
  visit(body);
  const [first, ...later] = days;
  return first && later.length && later.every((day) => day >= first) && (later.length >= 2 || later.some((day) => day > first)) ? first : undefined;
}
