/**
 * Scholar: the author parser on every real capture against reviewed expected outputs (and the
 * values the source project asserts), the request builders for every parameter and legacy
 * value, the sign-in answer, SCHOLAR_COOKIE, and the replay path end to end for both operations.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import * as cheerio from 'cheerio';
import { startReplayApp, startTestApp, type ReplayApp } from '../../../test/helpers/test-app.ts';
import { validateParams } from '../params.ts';
import profilesOperation, { parseProfiles } from '../scholar-profiles/index.ts';
import operation, { buildAuthorRequest } from './index.ts';
import { parseArticleRows, parseAuthorPage, parseCitation, parseColleagues } from './parse.ts';

const dir = new URL('./fixtures/', import.meta.url);
const profilesDir = new URL('../scholar-profiles/fixtures/', import.meta.url);
const read = (f: string, d = dir) => readFileSync(new URL(f, d), 'utf8');

describe('scholar author parser on real pages (2026-02)', () => {
  for (const [name, id] of [['author_page_amIMrIEAAAAJ_2026-02', 'amIMrIEAAAAJ'], ['author_page_LZ5D_p4AAAAJ_2026-02', 'LZ5D_p4AAAAJ'], ['author_page_P1RwlvoAAAAJ_2026-02', 'P1RwlvoAAAAJ']] as const) {
    test(`${name} matches its reviewed expected output`, () => {
      assert.deepEqual(parseAuthorPage(read(`${name}.html`), { authorId: id, start: 0, pageSize: 20 }), JSON.parse(read(`expected/${name}.json`)));
    });
  }

  test('the values the source project asserts (amIMrIEAAAAJ)', () => {
    const expected = JSON.parse(read('author_page_amIMrIEAAAAJ_2026-02.expected.json'));
    const data = parseAuthorPage(read('author_page_amIMrIEAAAAJ_2026-02.html'), { authorId: 'amIMrIEAAAAJ', start: 0, pageSize: 20 });
    assert.equal(data.author.name, expected.author.name);
    assert.equal(data.author.affiliations, expected.author.affiliations);
    assert.equal(data.author.email, expected.author.email);
    assert.deepEqual(data.author.interests.map((i) => i.title), expected.author.interests);
    const t = data.cited_by.table as Record<string, Record<string, number>>[];
    assert.deepEqual([t[0]!.citations!.all, t[0]!.citations!.since_2021, t[1]!.h_index!.all, t[1]!.h_index!.since_2021, t[2]!.i10_index!.all, t[2]!.i10_index!.since_2021], expected.cited_by_table_raw_cells);
    assert.ok(data.articles.length >= expected.min_articles);
    assert.ok(data.pagination.next, 'Show more is enabled: a next page is offered');
    // The sidecar counts co-author and public-access markup, but those occurrences are in the
    // page's CSS only: the page holds no such blocks, and none are invented.
    assert.deepEqual(data.co_authors, []);
    assert.equal('public_access' in data, false);
  });

  test('regression pages: name, table and rows as their project asserts', () => {
    const lz = parseAuthorPage(read('author_page_LZ5D_p4AAAAJ_2026-02.html'), { authorId: 'LZ5D_p4AAAAJ', start: 0, pageSize: 20 });
    assert.equal(lz.author.name, 'Doaa Elmatary');
    assert.deepEqual(lz.cited_by.table, [{ citations: { all: 56, since_2021: 30 } }, { h_index: { all: 4, since_2021: 2 } }, { i10_index: { all: 2, since_2021: 1 } }]);
    assert.equal(lz.articles.length, 12);
    assert.equal(lz.pagination.next, undefined, 'fewer rows than a page: no next page');
    assert.deepEqual(lz.cited_by.graph.find((g) => g!.year === 2023), { year: 2023, citations: 9 });
    assert.equal(lz.cited_by.graph.some((g) => g!.year === 2017), false, 'a year without citations has no bar');
    const p1 = parseAuthorPage(read('author_page_P1RwlvoAAAAJ_2026-02.html'), { authorId: 'P1RwlvoAAAAJ', start: 0, pageSize: 20 });
    assert.equal(p1.author.name, 'WENRUI ZUO');
    assert.equal(p1.articles.length, 5);
    assert.deepEqual(p1.articles[0], {
      title: 'Set in stone: Analysis of an immutable web3 social media platform',
      link: 'https://scholar.google.com/citations?view_op=view_citation&hl=en&user=P1RwlvoAAAAJ&citation_for_view=P1RwlvoAAAAJ:u5HHmVD_uO8C',
      citation_id: 'P1RwlvoAAAAJ:u5HHmVD_uO8C',
      authors: 'W Zuo, A Raman, RJ Mondragón, G Tyson',
      publication: 'Proceedings of the ACM Web Conference 2023, 1865-1874',
      cited_by: { value: 18, link: 'https://scholar.google.com/scholar?oi=bibs&hl=en&cites=2108920007074456659', cites_id: '2108920007074456659' },
      year: '2023',
    });
  });

  test('1,114 real article rows (Einstein, 2021) parse, merged versions keep every cites id', () => {
    const rows = parseArticleRows(cheerio.load(`<table>${read('author_articles_rows_qc6CJjYAAAAJ_einstein.html')}</table>`));
    assert.equal(rows.length, 1114);
    assert.equal(rows[0]!.title, 'Can quantum-mechanical description of physical reality be considered complete?');
    assert.equal(rows[0]!.year, '1935');
    assert.equal(rows[0]!.cited_by.value, 20996);
    assert.equal(rows[0]!.cited_by.cites_id, '8174092782678430881,12190171275948905551,16972834412862403915');
  });

  test('co-authors, profile cards and a citation (hand-made from the documented markup)', () => {
    const colleagues = parseColleagues(read('colleagues.synthetic.html')).co_authors;
    assert.deepEqual(colleagues[1], {
      name: 'Doaa Elmatary',
      link: 'https://scholar.google.com/citations?hl=en&user=LZ5D_p4AAAAJ',
      author_id: 'LZ5D_p4AAAAJ',
      affiliations: 'Alsafwa High Institute of Engineering',
      email: 'Verified email at alsafwa.edu.eg',
      cited_by: 56,
      thumbnail: 'https://scholar.googleusercontent.com/citations?view_op=small_photo&user=LZ5D_p4AAAAJ&citpid=1',
      interests: [{ title: 'AI-Wireless networks-IoT', link: 'https://scholar.google.com/citations?hl=en&view_op=search_authors&mauthors=label:ai_wireless_networks_iot' }],
    });
    const profiles = parseProfiles(read('profiles-stanford.synthetic.html', profilesDir));
    assert.equal(profiles.profiles[0]!.title, 'Albert Einstein');
    assert.equal(profiles.profiles[0]!.cited_by, 150891);
    assert.deepEqual(profiles.pagination, { next_page_token: 'MjYHAOEl_f8J', previous_page_token: null });
    const citation = parseCitation(read('citation.synthetic.html')).citation as Record<string, unknown>;
    assert.equal(citation.journal, 'Journal of Computer and Communications');
    assert.equal(citation.publication_date, '2022/2/15');
    assert.deepEqual(citation.cited_by, { value: 25, link: 'https://scholar.google.com/scholar?oi=bibs&hl=en&cites=6636301286565937336' });
  });
});

describe('scholar request builders', () => {
  const url = (raw: Record<string, string>) => buildAuthorRequest(validateParams(operation.params, raw) as never).url;
  const rows: [Record<string, string>, string][] = [
    [{ author_id: 'LZ5D_p4AAAAJ' }, 'https://scholar.google.com/citations?user=LZ5D_p4AAAAJ&hl=en'],
    [{ author_id: 'LZ5D_p4AAAAJ', results: '100', start: '20', language: 'de' }, 'https://scholar.google.com/citations?user=LZ5D_p4AAAAJ&hl=de&cstart=20&pagesize=100'],
    [{ author_id: 'LZ5D_p4AAAAJ', sort: 'TITLE' }, 'https://scholar.google.com/citations?user=LZ5D_p4AAAAJ&hl=en&sortby=title'],
    [{ author_id: 'LZ5D_p4AAAAJ', sort: 'pubdate' }, 'https://scholar.google.com/citations?user=LZ5D_p4AAAAJ&hl=en&sortby=pubdate'],
    [{ author_id: 'LZ5D_p4AAAAJ', sort: 'title' }, 'https://scholar.google.com/citations?user=LZ5D_p4AAAAJ&hl=en&sortby=title'],
    [{ author_id: 'LZ5D_p4AAAAJ', view_op: 'LIST_COLLEAGUES' }, 'https://scholar.google.com/citations?view_op=list_colleagues&hl=en&user=LZ5D_p4AAAAJ'],
    [{ author_id: 'LZ5D_p4AAAAJ', view_op: 'list_colleagues' }, 'https://scholar.google.com/citations?view_op=list_colleagues&hl=en&user=LZ5D_p4AAAAJ'],
    [{ author_id: 'LZ5D_p4AAAAJ', view_op: 'VIEW_CITATION', citation_id: 'u-x6o8ySG0sC' }, 'https://scholar.google.com/citations?view_op=view_citation&hl=en&citation_for_view=LZ5D_p4AAAAJ%3Au-x6o8ySG0sC'],
    [{ author_id: 'LZ5D_p4AAAAJ', view_op: 'view_citation', citation_id: 'LZ5D_p4AAAAJ:u-x6o8ySG0sC' }, 'https://scholar.google.com/citations?view_op=view_citation&hl=en&citation_for_view=LZ5D_p4AAAAJ%3Au-x6o8ySG0sC'],
  ];
  for (const [raw, expected] of rows) test(JSON.stringify(raw), () => assert.equal(url(raw), expected));

  test('VIEW_CITATION without citation_id is a 400', () => {
    assert.throws(() => url({ author_id: 'LZ5D_p4AAAAJ', view_op: 'VIEW_CITATION' }), /'citation_id' is required with view_op=VIEW_CITATION/);
  });

  test('profiles: mauthors, and after_author wins over before_author', () => {
    const req = (raw: Record<string, string>) => profilesOperation.upstream.request(validateParams(profilesOperation.params, raw) as never).url;
    assert.equal(req({ mauthors: 'label:quantum chemistry' }), 'https://scholar.google.com/citations?view_op=search_authors&hl=en&mauthors=label%3Aquantum+chemistry');
    assert.equal(req({ mauthors: 'x', before_author: 'B' }), 'https://scholar.google.com/citations?view_op=search_authors&hl=en&mauthors=x&before_author=B');
    assert.equal(req({ mauthors: 'x', before_author: 'B', after_author: 'A' }), 'https://scholar.google.com/citations?view_op=search_authors&hl=en&mauthors=x&after_author=A');
  });
});

describe('scholar end to end through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([dir, profilesDir]);
  });
  after(() => app.close());

  test('author', async () => {
    const { key } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/scholar/author?author_id=LZ5D_p4AAAAJ', key);
    assert.equal(res.status, 200, res.body.message);
    assert.equal((res.body.data!.author as { name: string }).name, 'Doaa Elmatary');
    assert.equal((res.body.data!.articles as unknown[]).length, 12);
  });

  test('author, co-author list (legacy view_op value)', async () => {
    const { key } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/scholar/author?author_id=LZ5D_p4AAAAJ&view_op=list_colleagues', key);
    assert.equal(res.status, 200, res.body.message);
    assert.equal((res.body.data!.co_authors as unknown[]).length, 2);
  });

  test('profiles: the sign-in page becomes a clear 500, refunded, and health shows it', async () => {
    const { key, id } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/scholar/profiles?mauthors=stanford', key);
    assert.equal(res.status, 500);
    assert.equal(res.body.error, 'UPSTREAM_SIGN_IN_REQUIRED');
    assert.match(res.body.message, /requires a signed-in session .* set SCHOLAR_COOKIE/);
    assert.equal(await app.balance(id), 3);
    const status = await app.get('/api/v1/status');
    const op = (status.body.data!.operations as { id: string; last_error: string }[]).find((o) => o.id === 'scholarProfiles')!;
    assert.match(op.last_error, /signed-in session/);
  });
});

describe('SCHOLAR_COOKIE', () => {
  test('a deployment with a signed-in session gets profiles', async () => {
    const server = createServer((req, res) => {
      const signedIn = /SID=operator-session/.test(req.headers.cookie ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end(signedIn ? read('profiles-stanford.synthetic.html', profilesDir) : read('author_page_invalid_id_accounts_signin_2026-02.html', profilesDir));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const app = await startTestApp({ upstreamBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, scholarCookie: 'SID=operator-session', upstreamBackoffMs: 0 });
    try {
      const { key } = await app.createKey(3);
      const res = await app.get('/api/v1/searchengine/scholar/profiles?mauthors=stanford', key);
      assert.equal(res.status, 200, res.body.message);
      assert.equal((res.body.data!.profiles as unknown[]).length, 2);
      assert.equal((res.body.data!.pagination as { next_page_token: string }).next_page_token, 'MjYHAOEl_f8J');
    } finally {
      await app.close();
      server.close();
    }
  });
});
