/**
 * Parser of Google's desktop result page (layouts 2023–2026): search_information and
 * organic_results in SerpApi's field names. Organic results are found by structure — a link
 * holding an h3 inside the results column — rather than by the obfuscated class names, which
 * change often; class names are used only as hints with structural fallbacks.
 */
import * as cheerio from 'cheerio';
import type { UpstreamPage } from '../upstream-operation.ts';
import { unwrapGoogleLink } from '../../upstreams/google/links.ts';

type $ = cheerio.CheerioAPI;
type Node = ReturnType<$>;

export function parseDesktopSearch(page: UpstreamPage): Record<string, unknown> {
  const $ = cheerio.load(page.html);
  return {
    search_information: searchInformation($),
    organic_results: organicResults($, page.url),
  };
}

function text(node: Node): string {
  return node.text().replace(/\s+/g, ' ').trim();
}

function searchInformation($: $) {
  const stats = text($('#result-stats'));
  const total = /([\d.,\s\u00a0]+)\s*\S*\s*(?:results|Ergebnisse|résultats|resultados|risultati)/i.exec(stats)?.[1];
  const time = /\(([\d.,]+)/.exec(stats)?.[1];
  const noResults = $('.mnr-c, #topstuff .card-section').text().match(/did not match any documents|keine mit Ihrer Suchanfrage übereinstimmenden Dokumente/i);
  return {
    query_displayed: $('input[name="q"], textarea[name="q"]').first().attr('value') ?? text($('textarea[name="q"]').first()),
    ...(total ? { total_results: Number(total.replace(/[^\d]/g, '')) } : {}),
    ...(time ? { time_taken_displayed: Number(time.replace(',', '.')) } : {}),
    organic_results_state: noResults ? 'Fully empty' : 'Results for exact spelling',
  };
}

function organicResults($: $, base: string) {
  const results: Record<string, unknown>[] = [];
  const seenCards = new Set<unknown>();
  const column = $('#rso').length ? $('#rso') : $('#search').length ? $('#search') : $('body');
  column.find('a:has(h3), a:has([role="heading"])').each((_, a) => {
    const link = unwrapGoogleLink($(a).attr('href'), base);
    // Organic results lead off Google; links into Google are its own features (maps, images, more results).
    if (!link || isGoogleLink(link)) return;
    // Not organic: ads, "People also ask", top stories and video carousels, knowledge panels.
    if ($(a).closest('#tads, #tadsb, [data-text-ad], .related-question-pair, g-section-with-header, g-scrolling-carousel, [jscontroller="rTuANe"], #kp-wp-tab-overview').length) return;
    const card = $(a).closest('.tF2Cxc, .MjjYud, [data-hveid], .g, .ZINbbc, .Gx5Zad, .xpd').first();
    const title = text($(a).find('h3, [role="heading"]').first());
    // One result per card (further heading links in a card are its sitelinks). Organic cards show
    // the site's address (cite, or the basic layout's address line); carousels and widgets do not.
    const address = card.find('cite, .UPmit').first();
    if (!title || seenCards.has(card.get(0)) || address.length === 0) return;
    seenCards.add(card.get(0));
    const snippetNode = card.find('.VwiC3b, [data-sncf="1"], [data-snf="nke7rc"], .BNeawe.s3v9rd, .yDYNvb').first();
    const date = text(snippetNode.find('.YrbPuc, .LEwnzc').first()).replace(/\s*—\s*$/, '');
    const snippet = text(snippetNode).replace(date, '').replace(/^\s*—\s*/, '');
    results.push({
      position: results.length + 1,
      title,
      link,
      displayed_link: text(address) || undefined,
      source: text(card.find('.VuuXrf').first()) || undefined,
      ...(snippet ? { snippet } : {}),
      ...(snippet ? { snippet_highlighted_words: snippetNode.find('em, b').map((_i, e) => $(e).text()).get().filter(Boolean) } : {}),
      ...(date ? { date } : {}),
    });
  });
  return results;
}

function isGoogleLink(link: string): boolean {
  try {
    const host = new URL(link).hostname;
    return /(^|\.)google\.[a-z.]+$/.test(host) || host.endsWith('.googleusercontent.com') || host === 'webcache.googleusercontent.com';
  } catch {
    return true;
  }
}
