/**
 * The videos vertical (udm=7): video_results — the tab's result cards, read like organic
 * results plus what a video card shows (duration, platform and channel, key moments) — and
 * the short_videos row; short_video_results for the short-videos vertical (udm=39).
 * Fields read by shape from the cards' lines, since the classes differ between the tab
 * (2025: `ITZIwc`, `gqF9jc`, `k1U36b`) and the carousels of the web page.
 */
import type { Element } from 'domhandler';
import { type Json } from './common.ts';
import { attr, findAll, type SerpDom } from './dom.ts';
import { inlineVideos, shortVideos } from './media.ts';
import { organicResults } from './organic.ts';
import { resultsColumn } from './common.ts';
import { cardOf, leafLines } from './sections.ts';

const DURATION = /^(\d{1,2}:)?\d{1,2}:\d{2}$/;
const SPOKEN_DURATION = /^(\d+ (hours?|minutes?|seconds?),?\s*)+$/;
const PLATFORM_LINE = /^(YouTube|Vimeo|TikTok|Facebook|Instagram|Dailymotion|Twitch|X|Rumble|Bilibili)\s*·\s*(.+)$/;

/** video_results for the videos tab, plus short_videos when the tab shows a row of them. */
export function videoResults(dom: SerpDom): Json {
  const fromCards = organicResults(dom, (card, result) => ({ ...result, ...videoDetails(card) }));
  const seen = new Set(fromCards.map((r) => r.link));
  // Video cards in carousels count too on this tab (they are its results in some layouts).
  const more = inlineVideos(dom).filter((v) => !seen.has(v.link) && !isKeyMomentLink(String(v.link)));
  const video_results = [...fromCards, ...more].map((r, i) => ({ ...r, position: i + 1, ...keyMomentLinks(dom, r) }));
  const shorts = shortVideos(dom);
  return { video_results, ...(shorts.length ? { short_videos: shorts } : {}) };
}

/** Duration, platform, channel and key moments from a video card's lines. */
export function videoDetails(card: Element): Json {
  const lines = leafLines(card);
  const duration = lines.find((l) => DURATION.test(l)) ?? lines.find((l) => SPOKEN_DURATION.test(l));
  const platformLine = lines.map((l) => PLATFORM_LINE.exec(l)).find((m) => m !== null);
  const moments: Json[] = [];
  // Key moments read "From" · "00:12" · "How the sun's light reaches Earth" (2024–2026, the
  // word localised): a time line followed by its title.
  for (let i = 0; i + 1 < lines.length; i++) {
    if (DURATION.test(lines[i]!) && lines[i - 1] && !DURATION.test(lines[i - 1]!) && lines[i - 1]!.length < 12 && !DURATION.test(lines[i + 1]!)) {
      moments.push({ time: lines[i], title: lines[i + 1] });
    }
  }
  const links = findAll(card, 'a[href*="t="]').map((a) => attr(a, 'href')!);
  for (const m of moments) {
    const seconds = toSeconds(String(m.time));
    const link = links.find((l) => new RegExp(`[?&#]t=${seconds}s?\\b`).test(l));
    if (link) m.link = link;
  }
  return {
    ...(duration ? { duration } : {}),
    ...(platformLine ? { platform: platformLine[1], channel: platformLine[2] } : {}),
    ...(moments.length ? { key_moments: moments } : {}),
  };
}

/**
 * Key moments shown as links into the video (…&t=12), each labelled "From 12 seconds, <title>.
 * 1 of 6." (2026-01), for a result that has none from its own card.
 */
function keyMomentLinks(dom: SerpDom, result: Json): Json {
  if (result.key_moments || typeof result.link !== 'string') return {};
  const base = result.link;
  const moments: Json[] = [];
  for (const a of dom.byTag('a')) {
    const href = attr(a, 'href') ?? '';
    if (!href.startsWith(base) || !/^[?&#]t=\d+/.test(href.slice(base.length))) continue;
    const lines = leafLines(a);
    const time = lines.find((l) => DURATION.test(l));
    const label = /^From [^,]+(?:, \d+ seconds?)?, (.+?)\. \d+ of \d+\.?$/.exec(attr(a, 'aria-label') ?? '')?.[1];
    const title = label ?? lines.filter((l) => !DURATION.test(l) && l.length > 2).sort((x, y) => y.length - x.length)[0];
    if (time && title && !moments.some((m) => m.link === href)) moments.push({ time, title, link: href });
  }
  return moments.length ? { key_moments: moments } : {};
}

/** short_video_results for the short-videos tab: every card that leads to a video. */
export function shortVideoResults(dom: SerpDom): Json {
  const column = resultsColumn(dom);
  const anchors = column ? findAll(column, 'a[href]') : [...dom.byTag('a')];
  const out: Json[] = [];
  const seen = new Set<string>();
  for (const a of anchors) {
    const card = cardOf(dom, a);
    // Key-moment links (…&t=35) are parts of a video listed on its own.
    if (!card || seen.has(card.link) || !isVideoLink(card.link) || isKeyMomentLink(card.link)) continue;
    seen.add(card.link);
    // The card's details may sit beside the link rather than in it.
    const lines = leafLines((a.parent?.parent ?? a.parent) as Element);
    const source = platformOf(card.link);
    const channel = lines.map((l) => CHANNEL.exec(l)).find((m) => m !== null);
    const counts = lines.map((l) => COUNTS.exec(l)).find((m) => m !== null);
    out.push({
      position: out.length + 1,
      title: card.title,
      link: card.link,
      ...(card.thumbnail ? { thumbnail: card.thumbnail } : {}),
      ...(source ? { source } : {}),
      ...(channel ? { channel: channel[1] ?? channel[2] } : {}),
      ...(card.duration ? { duration: card.duration } : {}),
      ...(card.date ? { date: card.date } : {}),
      ...(counts ? { [/like|gefällt/i.test(counts[2]!) ? 'likes' : 'views']: counts[1] } : {}),
    });
  }
  return { short_video_results: out };
}

/** "CSIRO · 7mo" / "edmundoptics on TikTok" / "Instagram · cleoabram": the channel's name. */
const CHANNEL = /^(?:(?:YouTube|TikTok|Instagram|Facebook) · (.+)|(.+?) (?:on|auf|på|sur) (?:YouTube|TikTok|Instagram|Facebook))$/;
const COUNTS = /([\d.,]+[KMB]?\+?)\s*(views|likes|Aufrufe|visningar|vues|gefällt)/i;

function platformOf(link: string): string | undefined {
  const host = /^https?:\/\/(?:www\.|m\.)?([^/]+)/.exec(link)?.[1] ?? '';
  return { 'youtube.com': 'YouTube', 'youtu.be': 'YouTube', 'tiktok.com': 'TikTok', 'instagram.com': 'Instagram', 'facebook.com': 'Facebook', 'vimeo.com': 'Vimeo', 'dailymotion.com': 'Dailymotion' }[host];
}

function isKeyMomentLink(link: string): boolean {
  return /[?&#]t=\d/.test(link);
}

function isVideoLink(link: string): boolean {
  return /youtube\.com\/(shorts|watch)|youtu\.be\/|tiktok\.com\/.+\/video\/|instagram\.com\/(reel|p)\/|facebook\.com\/(reel|watch|.+\/videos\/)|vimeo\.com\/\d|dailymotion\.com\/video/.test(link);
}

function toSeconds(time: string): number {
  return time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
