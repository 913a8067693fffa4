/**
 * answer_box, typed as SerpApi types it. The weather, calculator and dictionary widgets keep
 * stable element ids and data attributes (wob_*, cwos, data-dobid; seen 2019–2025); the
 * featured snippet is the block holding the extracted passage (.hgKElc / wa:/description)
 * outside "People also ask".
 */
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import type { Json } from './common.ts';
import { attr, closest, findAll, findFirst, textOf, type SerpDom } from './dom.ts';

export function answerBox(dom: SerpDom): Json {
  return weather(dom) ?? calculator(dom) ?? dictionary(dom) ?? featuredSnippet(dom) ?? {};
}

function weather(dom: SerpDom): Json | undefined {
  const box = dom.byId('wob_wc');
  if (!box) return undefined;
  const t = (id: string) => textOf(dom.byId(id));
  const forecast = findAll(box, '.wob_df, [data-wob-di]')
    .map((day) => {
      const temps = findAll(day, '.wob_t, [class*="wob_t"]').map((e) => textOf(e)).filter(Boolean);
      return { day: attr(findFirst(day, '[aria-label]'), 'aria-label') ?? textOf(day.children.find((c) => c.type === 'tag')), weather: attr(findFirst(day, 'img'), 'alt'), temperature: { high: temps[0], low: temps[2] ?? temps[1] } };
    })
    .filter((d) => d.day);
  return {
    type: 'weather_result',
    temperature: t('wob_tm'),
    unit: textOf(findFirst(box, '.wob-unit span[aria-disabled="true"], .wob-unit .wob_t')) || undefined,
    precipitation: t('wob_pp'),
    humidity: t('wob_hm'),
    wind: t('wob_ws'),
    location: weatherLocation(dom, t('wob_loc')),
    date: t('wob_dts'),
    weather: t('wob_dc'),
    thumbnail: attr(dom.byId('wob_tci'), 'src'),
    ...(forecast.length ? { forecast } : {}),
  };
}

/** Since 2025 the widget's own location line reads just "Weather"; the place is in the "Results for …" heading above. */
function weatherLocation(dom: SerpDom, own: string): string | undefined {
  if (own && !/^(Weather|Wetter|Väder|Météo|Clima|Tiempo|Meteo)$/i.test(own)) return own;
  for (const h of dom.headings) {
    const m = /^(?:Results for|Ergebnisse für|Resultat för|Résultats pour|Resultados para|Risultati per)\s+(.+)$/.exec(textOf(h));
    if (m) return m[1];
  }
  return own || undefined;
}

function calculator(dom: SerpDom): Json | undefined {
  const result = dom.byId('cwos');
  if (!result) return undefined;
  const expression = textOf(findFirst(closest(result, (e) => e.attribs.jscontroller !== undefined, 12) ?? result, '.vUGUtc'));
  return { type: 'calculator_result', result: textOf(result), ...(expression ? { expression } : {}) };
}

function dictionary(dom: SerpDom): Json | undefined {
  const marked = dom.withAttribute('data-dobid');
  const word = marked.find((e) => e.attribs['data-dobid'] === 'hdw');
  if (!word) return undefined;
  const definitions = marked.filter((e) => e.attribs['data-dobid'] === 'dfn').map((e) => textOf(e)).filter(Boolean);
  const box = closest(word, (e) => e.attribs['data-hveid'] !== undefined, 20) ?? word;
  const phonetic = textOf(findFirst(box, '.LTKOO span, .S23sjd'));
  const syntax = textOf(findFirst(box, '.vmod i, .YrbPuc'));
  return { type: 'dictionary_results', word: textOf(word), ...(syntax ? { syntax } : {}), ...(phonetic ? { phonetic } : {}), definitions };
}

function featuredSnippet(dom: SerpDom): Json | undefined {
  const passage = [...dom.withAttribute('data-attrid')].find((e) => e.attribs['data-attrid'] === 'wa:/description' && !inPaa(e)) ?? dom.withClass('hgKElc').find((e) => !inPaa(e));
  if (!passage) return undefined;
  const block = closest(passage, (e) => findFirst(e, 'h3') !== undefined && findFirst(e, 'a[href]') !== undefined, 12);
  if (!block) return undefined;
  const h3 = findFirst(block, 'h3');
  const anchor = h3 ? closest(h3, (e) => e.name === 'a', 6) : undefined;
  const link = unwrapGoogleLink(attr(anchor, 'href'), dom.url);
  if (!link || isGoogleFeatureLink(link)) return undefined;
  const highlighted = findAll(passage, 'b, em').map((e) => textOf(e)).filter(Boolean);
  const list = findAll(block, 'ul li, ol li').map((e) => textOf(e)).filter(Boolean);
  return {
    type: 'organic_result',
    title: textOf(h3),
    link,
    displayed_link: textOf(findFirst(block, 'cite')) || undefined,
    snippet: textOf(passage),
    ...(highlighted.length ? { snippet_highlighted_words: highlighted } : {}),
    ...(list.length ? { list } : {}),
  };
}

function inPaa(e: import('domhandler').Element): boolean {
  return closest(e, (x) => x.name === 'related-question-pair' || x.attribs['data-q'] !== undefined || x.attribs['data-initq'] !== undefined || x.attribs.jsname === 'yEVEwb', 20) !== undefined;
}
