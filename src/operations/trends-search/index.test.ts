/**
 * trends/search: parsers on every real recorded Trends response (pytrends cassettes) against
 * reviewed expected outputs, the request builder for every parameter and legacy value, the
 * explore → widget-data token flow end to end through the replay path, and the 429/cookie
 * warm-up against a local server that answers 429 first.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startReplayApp, type ReplayApp } from '../../../test/helpers/test-app.ts';
import { createEgressPolicy } from '../../fetch/egress-policy.ts';
import { startGuardProxy } from '../../render/guard-proxy.ts';
import { createUpstreamClient } from '../../upstream/upstream-client.ts';
import { detectGoogleBlock } from '../../upstreams/google/blocked.ts';
import { warmUpRequest } from '../../upstreams/google/trends.ts';
import { validateParams } from '../params.ts';
import operation from './index.ts';
import { parseInterestOverTime, parseRegionBreakdown, parseRelated, pickWidget } from './parse.ts';
import { buildExploreRequest, buildWidgetRequest, type TrendsSearchParams } from './request.ts';

const dir = new URL('./fixtures/', import.meta.url);
const read = (f: string) => readFileSync(new URL(f, dir), 'utf8');

describe('trends/search parsers on the real recorded responses', () => {
  for (const f of readdirSync(new URL('expected/', dir)).filter((x) => x.endsWith('.json'))) {
    test(`${f.replace('.json', '')} matches its reviewed expected output`, () => {
      const { terms, data, data_type } = JSON.parse(read(`expected/${f}`)) as { terms: string[]; data: unknown; data_type?: 'RELATED_QUERIES' | 'RELATED_TOPICS' };
      const body = read(f.replace('.json', '.txt'));
      const parsed = data_type ? parseRelated(body, data_type) : f.includes('comparedgeo') ? parseRegionBreakdown(body, terms) : parseInterestOverTime(body, terms);
      assert.deepEqual(parsed, data);
    });
  }

  test('values reviewed by hand: first day, averages, the partial last week, region rows', () => {
    const daily = parseInterestOverTime(read('pytrends_multiline_daily_2kw.txt'), ['pizza', 'bagel']).interest_over_time;
    assert.deepEqual(daily.timeline_data[0], { date: 'Jan 1, 2021', timestamp: '1609459200', values: [{ query: 'pizza', value: '100', extracted_value: 100 }, { query: 'bagel', value: '2', extracted_value: 2 }] });
    assert.deepEqual(daily.averages, [{ query: 'pizza', value: 72 }, { query: 'bagel', value: 2 }]);
    const weekly = parseInterestOverTime(read('pytrends_multiline_weekly_5y_partial.txt'), ['pizza', 'bagel']).interest_over_time.timeline_data;
    assert.equal(weekly.at(-1)!.partial_data, true);
    assert.equal(weekly.filter((p) => 'partial_data' in p).length, 1);
    const single = parseRegionBreakdown(read('pytrends_comparedgeo_country_2kw.txt'), ['pizza']).interest_by_region!;
    assert.deepEqual(single[0], { geo: 'CA', location: 'Canada', max_value_index: 0, value: '98%', extracted_value: 98 });
    assert.ok(single.every((r) => r.location !== 'Puerto Rico'), 'rows without data are left out');
    const related = parseRelated(read('pytrends_relatedsearches_queries.txt'), 'RELATED_QUERIES').related_queries!;
    assert.deepEqual(related.rising[0], { query: 'licorice pizza', value: 'Breakout', extracted_value: 8550, link: '/api/v1/searchengine/trends/search?query=licorice+pizza' });
    const topics = parseRelated(read('pytrends_relatedsearches_topics.txt'), 'RELATED_TOPICS').related_topics!;
    assert.deepEqual(topics.top[0]!.topic, { value: '/m/0663v', title: 'Pizza', type: 'Dish' });
  });

  test('explore answers: the widget for each data type', () => {
    for (const f of ['pytrends_explore_2kw_2021.txt', 'pytrends_explore_gprop_froogle.txt']) {
      assert.deepEqual([pickWidget(read(f), 'INTEREST_OVER_TIME', 2).id, pickWidget(read(f), 'INTEREST_OVER_TIME', 2).type], ['TIMESERIES', 'fe_line_chart']);
      assert.equal(pickWidget(read(f), 'REGION_BREAKDOWN', 2).type, 'fe_multi_heat_map');
    }
    assert.equal(pickWidget(read('pytrends_explore_gprop_froogle.txt'), 'REGION_BREAKDOWN', 1).id, 'GEO_MAP');
    // Per-geo comparisons have only per-item maps: no compared map to take.
    assert.throws(() => pickWidget(read('pytrends_explore_2kw_2geo_5y.txt'), 'REGION_BREAKDOWN', 2), /no GEO_MAP widget/);
    assert.throws(() => pickWidget('<html>Error 429</html>', 'INTEREST_OVER_TIME', 1), /JSON|widgets/);
  });
});

describe('trends/search request builder', () => {
  const explore = (raw: Record<string, string>) => {
    const p = validateParams(operation.params, raw) as unknown as TrendsSearchParams;
    const url = new URL(buildExploreRequest(p).url);
    return { url, req: JSON.parse(url.searchParams.get('req')!) as { comparisonItem: { keyword: string; time: string; geo: string }[]; category: number; property: string } };
  };

  test('defaults: one term, past 12 months, worldwide, web search, tz 420, en-US', () => {
    const { url, req } = explore({ query: 'pizza' });
    assert.equal(`${url.origin}${url.pathname}`, 'https://trends.google.com/trends/api/explore');
    assert.equal(url.searchParams.get('hl'), 'en-US');
    assert.equal(url.searchParams.get('tz'), '420');
    assert.deepEqual(req, { comparisonItem: [{ keyword: 'pizza', time: 'today 12-m', geo: '' }], category: 0, property: '' });
  });

  test('several terms and topic ids, geo, cat, tz, language, date', () => {
    const { url, req } = explore({ query: 'pizza, /m/0663v ,bagel', geo: 'US-NY', cat: '71', tz: '-60', language: 'de', date: 'now 7-d' });
    assert.deepEqual(req.comparisonItem.map((c) => c.keyword), ['pizza', '/m/0663v', 'bagel']);
    assert.ok(req.comparisonItem.every((c) => c.geo === 'US-NY' && c.time === 'now 7-d'));
    assert.equal(req.category, 71);
    assert.equal(url.searchParams.get('tz'), '-60');
    assert.equal(url.searchParams.get('hl'), 'de');
  });

  for (const [value, property] of [['IMAGES', 'images'], ['NEWS', 'news'], ['SHOPPING', 'froogle'], ['VIDEO_PLATFORM', 'youtube'], ['images', 'images'], ['news', 'news'], ['froogle', 'froogle'], ['youtube', 'youtube']]) {
    test(`gprop=${value} → property "${property}"`, () => assert.equal(explore({ query: 'q', gprop: value! }).req.property, property));
  }

  for (const date of ['now 1-H', 'now 4-H', 'now 1-d', 'today 1-m', 'today 3-m', 'today 5-y', 'all', '2021-01-01 2021-12-31', '2024-03-01T00 2024-03-07T23']) {
    test(`date "${date}" is accepted as is`, () => assert.equal(explore({ query: 'q', date }).req.comparisonItem[0]!.time, date));
  }

  test('related queries and topics: one term only, from the RELATED_* widget', () => {
    assert.throws(() => explore({ query: 'pizza,bagel', data_type: 'RELATED_QUERIES' }), /'data_type' RELATED_QUERIES takes one term; 'query' has 2/);
    assert.equal(pickWidget(read('pytrends_explore_2kw_2021.txt'), 'RELATED_QUERIES', 1).id, 'RELATED_QUERIES_0');
    const widget = pickWidget(read('pytrends_explore_2kw_2021.txt'), 'RELATED_QUERIES', 1);
    assert.equal(new URL(buildWidgetRequest(widget, { query: 'pizza' }).url).pathname, '/trends/api/widgetdata/relatedsearches');
  });

  test('legacy data_type values map to the current ones', () => {
    assert.equal(validateParams(operation.params, { query: 'q', data_type: 'TIMESERIES' }).data_type, 'INTEREST_OVER_TIME');
    assert.equal(validateParams(operation.params, { query: 'q', data_type: 'GEO_MAP' }).data_type, 'REGION_BREAKDOWN');
  });

  test('region sets the resolution of the by-region widget request; the token is sent back', () => {
    const widget = pickWidget(read('pytrends_explore_gprop_froogle.txt'), 'REGION_BREAKDOWN', 2);
    for (const region of ['COUNTRY', 'REGION', 'DMA', 'CITY'] as const) {
      const url = new URL(buildWidgetRequest(widget, { query: 'pizza,bagel', region }).url);
      assert.equal(url.pathname, '/trends/api/widgetdata/comparedgeo');
      assert.equal(JSON.parse(url.searchParams.get('req')!).resolution, region);
      assert.equal(url.searchParams.get('token'), widget.token);
    }
  });

  const refusals: [Record<string, string>, RegExp][] = [
    [{ query: 'a,b,c,d,e,f' }, /at most 5 comma-separated terms, got 6/],
    [{ query: 'q', tz: '1440' }, /'tz' must be ≤ 1439/],
    [{ query: 'q', tz: '-1440' }, /'tz' must be ≥ -1439/],
    [{ query: 'q', date: 'last week' }, /'date' does not accept "last week"/],
    [{ query: 'q', date: '2021-13-01 2021-12-31' }, /'date' does not accept/],
    [{ query: 'q', date: '2024-03-01T00 2024-03-09T00' }, /hourly range may span at most one week; .* spans 192 hours/],
    [{ query: 'q', gprop: 'MAPS' }, /'gprop' must be one of IMAGES, NEWS, SHOPPING, VIDEO_PLATFORM/],
    [{ query: 'q', region: 'STATE' }, /'region' must be one of COUNTRY, REGION, DMA, CITY/],
    [{ query: 'q', cat: '99999' }, /'cat' does not accept "99999"/],
    [{ query: 'q', geo: 'XX-NOPE' }, /'geo' does not accept "XX-NOPE"/],
  ];
  for (const [raw, message] of refusals) {
    test(`400 for ${JSON.stringify(raw)}`, () => {
      assert.throws(() => buildExploreRequest(validateParams(operation.params, raw) as unknown as TrendsSearchParams), (err: { code: string; message: string }) => {
        assert.match(err.message, message);
        return err.code === 'INVALID_PARAMETER';
      });
    });
  }
});

describe('trends/search end to end through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([dir]);
  });
  after(() => app.close());

  test('explore → TIMESERIES token → widgetdata/multiline → interest_over_time', async () => {
    const { key, id } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/trends/search?query=pizza,bagel&date=2021-01-01%202021-01-05&gprop=froogle&tz=360&language=en-US', key);
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(app.replay.misses, []);
    const d = res.body.data as { interest_over_time: { timeline_data: unknown[]; averages: unknown }; search_metadata: { widget_url: string } };
    assert.equal(d.interest_over_time.timeline_data.length, 5);
    assert.deepEqual(d.interest_over_time.timeline_data[0], { date: 'Jan 1, 2021', timestamp: '1609459200', values: [{ query: 'pizza', value: '94', extracted_value: 94 }, { query: 'bagel', value: '0', extracted_value: 0 }] });
    assert.deepEqual(d.interest_over_time.averages, [{ query: 'pizza', value: 90 }, { query: 'bagel', value: 2 }]);
    assert.match(d.search_metadata.widget_url, /token=APP6_UEAAAAAZCFPLyHJiR-6pXV6DvN4giYf7HBxneKi/);
    assert.equal(await app.balance(id), 2);
  });
});

describe('Trends 429 and the cookie warm-up', () => {
  test('a 429 without cookie: warm up (NID), retry on the same route, succeed', async () => {
    const log: string[] = [];
    const server = createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      log.push(`${path} ${req.headers.cookie?.includes('NID=') ? 'with NID' : 'no NID'}`);
      // The real 2023 answer to this visit: a 404 page that still sets NID (pytrends cassette).
      if (path === '/trends/explore') return void res.writeHead(404, { 'set-cookie': 'NID=511=warm; Path=/', 'content-type': 'text/html' }).end(read('pytrends_explore_page_cookie_404.html'));
      if (!req.headers.cookie?.includes('NID=')) return void res.writeHead(429, { 'content-type': 'text/html' }).end('<title>Error 429 (Too Many Requests)!!1</title>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(read('pytrends_explore_gprop_froogle.txt'));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createUpstreamClient({ proxies: [], baseUrl: base, timeoutMs: 5000, backoffMs: 0, maxAttempts: 4, renderer: null as never });
    try {
      const res = await client.fetch(buildExploreRequest({ query: 'pizza' }), { transports: ['http'], detectBlock: detectGoogleBlock, warmUp: warmUpRequest() });
      assert.equal(res.status, 200);
      assert.deepEqual(log, ['/trends/api/explore no NID', '/trends/explore no NID', '/trends/api/explore with NID']);
    } finally {
      await client.close();
      server.close();
    }
  });

  test('still 429 after the warm-up: the next proxy is tried, the first benched', async () => {
    let n = 0;
    const server = createServer((_req, res) => {
      n++;
      // The route through the first proxy is "busy": its attempt, warm-up and retry all get 429.
      if (n <= 3) return void res.writeHead(429, { 'content-type': 'text/html' }).end('<title>Error 429 (Too Many Requests)!!1</title>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(read('pytrends_explore_gprop_froogle.txt'));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const policy = createEgressPolicy({ allowPrivateNetworks: true, allowCidrs: [] });
    const [p1, p2] = await Promise.all([startGuardProxy(policy, { connectTimeoutMs: 2000 }), startGuardProxy(policy, { connectTimeoutMs: 2000 })]);
    const client = createUpstreamClient({
      proxies: [p1.url, p2.url],
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      timeoutMs: 5000,
      backoffMs: 0,
      maxAttempts: 4,
      renderer: null as never,
    });
    try {
      const res = await client.fetch(buildExploreRequest({ query: 'pizza' }), { transports: ['http'], detectBlock: detectGoogleBlock, warmUp: warmUpRequest() });
      assert.equal(res.proxy, p2.url);
      assert.deepEqual(client.proxies.report().map((r) => r.healthy), [false, true]);
    } finally {
      await client.close();
      await Promise.all([p1.close(), p2.close()]);
      server.close();
    }
  });
});
