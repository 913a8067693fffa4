/**
 * search_information: the query as Google shows it, the result estimate and time ("About
 * 748,000,000 results (0.41 seconds)", in the page's language), spelling corrections
 * ("Showing results for …", "Did you mean …") and whether the page is a zero-result page.
 */
import { attr, findFirst, textOf, type SerpDom } from './dom.ts';
import type { Json } from './common.ts';

/** "Your search - … - did not match any documents." in the languages of our locales (2019–2026). */
const NO_RESULTS = /did not match any documents|No results found for|keine mit Ihrer Suchanfrage übereinstimmenden Dokumente|gav inga träffar|ne correspond à aucun document|no obtuvo ningún resultado|non ha prodotto risultati/i;

/** `organicCount`: the zero-result message is only looked for on a page without organic results. */
export function searchInformation(dom: SerpDom, organicCount: number): Json {
  const stats = textOf(dom.byId('result-stats'));
  const total = /([\d][\d.,\s\u00a0\u202f]*)/.exec(stats.replace(/\([^)]*\)/, ''))?.[1];
  const time = /\(([\d.,]+)/.exec(stats)?.[1];
  const query = queryDisplayed(dom);
  const correction = spelling(dom);
  const empty = organicCount === 0 && isNoResultsPage(dom);
  return {
    ...(query !== undefined ? { query_displayed: query } : {}),
    ...(total ? { total_results: Number(total.replace(/[^\d]/g, '')) } : {}),
    ...(time ? { time_taken_displayed: Number(time.replace(',', '.')) } : {}),
    organic_results_state: empty ? 'Fully empty' : correction.showing_results_for ? 'Some results for fixed spelling' : 'Results for exact spelling',
    ...correction,
  };
}

function queryDisplayed(dom: SerpDom): string | undefined {
  for (const tag of ['textarea', 'input']) {
    for (const el of dom.byTag(tag)) {
      if (el.attribs.name !== 'q') continue;
      return tag === 'textarea' ? textOf(el) || attr(el, 'value') : attr(el, 'value');
    }
  }
  return undefined;
}

export function isNoResultsPage(dom: SerpDom): boolean {
  // The message is a role=heading paragraph in 2023–2026 layouts, plain text in #topstuff before.
  if (dom.headings.some((h) => NO_RESULTS.test(textOf(h)))) return true;
  const box = dom.byId('topstuff');
  if (box && NO_RESULTS.test(textOf(box).slice(0, 4000))) return true;
  // The basic layout prints it inside its first card; a page without results is small.
  return NO_RESULTS.test(dom.html);
}

/** "Showing results for X / Search instead for Y" and "Did you mean: X" links (#fprs, #taw). */
function spelling(dom: SerpDom): { showing_results_for?: string; spelling_fix?: string } {
  const box = dom.byId('fprs') ?? dom.byId('taw');
  if (!box) return {};
  const text = textOf(findFirst(box, 'a#fprsl, a.gL9Hy, a.spell_orig'));
  if (!text) return {};
  return /Showing results for|Es werden Ergebnisse für|Visar resultat för|Résultats pour/i.test(textOf(box)) ? { showing_results_for: text } : { spelling_fix: text };
}
