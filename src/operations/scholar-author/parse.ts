/**
 * Parsers of a Scholar author: the profile page (author, articles, cited_by table and graph,
 * public access, co-authors, pagination), the co-author list and one citation's details.
 * Selectors per notes/trends-scholar-maps.md §2.2 (checked on the 2026-02 captures).
 */
import * as cheerio from 'cheerio';
import { absolute, parseAuthorCards } from '../../upstreams/google/scholar.ts';

type $ = cheerio.CheerioAPI;
const text = (n: ReturnType<$>) => n.text().replace(/\s+/g, ' ').trim();
const int = (s: string) => (/\d/.test(s) ? Number(s.replace(/[^\d]/g, '')) : 0);

export function parseAuthorPage(html: string, opts: { authorId: string; start: number; pageSize: number }) {
  const $ = cheerio.load(html);
  const articles = parseArticleRows($);
  const moreDisabled = $('#gsc_bpf_more').attr('disabled') !== undefined;
  const hasMore = $('#gsc_bpf_more').length > 0 && !moreDisabled && articles.length >= opts.pageSize;
  const next = opts.start + articles.length;
  return {
    author: {
      name: text($('#gsc_prf_in')),
      affiliations: text($('.gsc_prf_il').not('#gsc_prf_ivh, #gsc_prf_int').first()),
      email: text($('#gsc_prf_ivh')).replace(/\s*-\s*Homepage$/, ''),
      ...($('#gsc_prf_ivh a.gsc_prf_ila').attr('href') ? { website: absolute($('#gsc_prf_ivh a.gsc_prf_ila').attr('href')) } : {}),
      interests: $('#gsc_prf_int a.gsc_prf_inta')
        .map((_, a) => ({ title: text($(a)), link: absolute($(a).attr('href')) }))
        .get(),
      thumbnail: absolute($('#gsc_prf_pup-img').attr('src')),
    },
    articles,
    cited_by: citedBy($),
    ...publicAccess($),
    co_authors: coAuthors($),
    pagination: {
      current: { start: opts.start, count: articles.length },
      ...(hasMore ? { next: `/api/v1/searchengine/scholar/author?${new URLSearchParams({ author_id: opts.authorId, start: String(next), results: String(opts.pageSize) })}`, next_start: next } : {}),
    },
  };
}

export function parseArticleRows($: $) {
  return $('tr.gsc_a_tr')
    .map((_, tr) => {
      const row = $(tr);
      const a = row.find('a.gsc_a_at').first();
      const href = a.attr('href') ?? a.attr('data-href');
      const gray = row.find('.gs_gray');
      const cites = row.find('a.gsc_a_ac').first();
      const year = text(row.find('.gsc_a_h').first()) || text(row.find('td.gsc_a_y'));
      const citedValue = int(text(cites));
      return {
        title: text(a),
        link: absolute(href),
        citation_id: /citation_for_view=([\w-]+:[\w-]+)/.exec(href ?? '')?.[1],
        authors: text(gray.eq(0)),
        publication: text(gray.eq(1).clone().find('.gs_oph').remove().end()),
        cited_by: {
          value: citedValue || null,
          ...(cites.attr('href') ? { link: absolute(cites.attr('href')), cites_id: /cites=([\d,]+)/.exec(cites.attr('href') ?? '')?.[1] } : {}),
        },
        year: /^\d{4}$/.test(year) ? year : '',
      };
    })
    .get()
    .filter((r) => r.title);
}

function citedBy($: $) {
  const headers = $('#gsc_rsb_st th.gsc_rsb_sth').map((_, th) => text($(th))).get();
  const since = /(\d{4})/.exec(headers[2] ?? '')?.[1];
  const cells = $('#gsc_rsb_st td.gsc_rsb_std').map((_, td) => int(text($(td)))).get();
  const metric = (name: string, i: number) => ({ [name]: { all: cells[i] ?? 0, ...(since ? { [`since_${since}`]: cells[i + 1] ?? 0 } : {}) } });
  const years = $('.gsc_g_t').map((_, t) => Number(text($(t)))).get();
  const last = years.at(-1);
  // Bars carry z-index 1 for the latest year, counting back; years with no citations have no bar.
  const graph = $('a.gsc_g_a')
    .map((_, bar) => {
      const z = Number(/z-index:\s*(\d+)/.exec($(bar).attr('style') ?? '')?.[1]);
      return last && z ? { year: last - (z - 1), citations: int(text($(bar).find('.gsc_g_al'))) } : undefined;
    })
    .get()
    .filter(Boolean)
    .sort((a, b) => a!.year - b!.year);
  return { table: cells.length ? [metric('citations', 0), metric('h_index', 2), metric('i10_index', 4)] : [], graph };
}

function publicAccess($: $) {
  const available = $('.gsc_rsb_m_a').first();
  const notAvailable = $('.gsc_rsb_m_na').first();
  if (!available.length && !notAvailable.length) return {};
  return {
    public_access: {
      ...($('#gsc_lwp_mndt_lnk').attr('href') ? { link: absolute($('#gsc_lwp_mndt_lnk').attr('href')) } : {}),
      available: int(text(available)),
      not_available: int(text(notAvailable)),
    },
  };
}

function coAuthors($: $) {
  return $('#gsc_rsb_co .gsc_rsb_aa')
    .map((_, el) => {
      const a = $(el).find('.gsc_rsb_a_desc a').first();
      return {
        name: text(a),
        link: absolute(a.attr('href')),
        author_id: /[?&]user=([\w-]+)/.exec(a.attr('href') ?? '')?.[1],
        affiliations: text($(el).find('.gsc_rsb_a_ext').first()),
        email: text($(el).find('.gsc_rsb_a_ext2').first()),
        thumbnail: absolute($(el).find('img').attr('data-src') ?? $(el).find('img').attr('src')),
      };
    })
    .get();
}

export function parseColleagues(html: string) {
  return { co_authors: parseAuthorCards(cheerio.load(html)).map(({ title: _title, ...card }) => card) };
}

export function parseCitation(html: string) {
  const $ = cheerio.load(html);
  const title = $('#gsc_oci_title a.gsc_oci_title_link').first();
  const fields: Record<string, string> = {};
  $('#gsc_oci_table .gs_scl').each((_, row) => {
    const name = text($(row).find('.gsc_oci_field')).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
    if (name && name !== 'total_citations' && name !== 'scholar_articles') fields[name] = text($(row).find('.gsc_oci_value'));
  });
  const cites = $('#gsc_oci_table a[href*="cites="]').first();
  return {
    citation: {
      title: text(title) || text($('#gsc_oci_title')),
      ...(title.attr('href') ? { link: absolute(title.attr('href')) } : {}),
      ...fields,
      ...(cites.length ? { cited_by: { value: int(text(cites)), link: absolute(cites.attr('href')) } } : {}),
    },
  };
}
