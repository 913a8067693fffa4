/**
 * trends/trending-now. No real i0OFE answer or RSS feed has been captured publicly, so the
 * fixtures are hand-made from the documented shapes (*.synthetic.*): the batchexecute parser,
 * the RSS parser, the request builder with every hours value (and legacy value), and the
 * fallback from batchexecute to RSS end to end through the replay path.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { startReplayApp, type ReplayApp } from '../../../test/helpers/test-app.ts';
import { validateParams } from '../params.ts';
import operation from './index.ts';
import { parseBatchexecute, parseTrendingRows, parseTrendingRss } from './parse.ts';
import { buildTrendingNowRequest, type TrendingNowParams } from './request.ts';

const dir = new URL('./fixtures/', import.meta.url);
const read = (f: string) => readFileSync(new URL(f, dir), 'utf8');

describe('trends/trending-now', () => {
  test('batchexecute rows: query, timestamps, active, volume, growth, related queries (synthetic shape)', () => {
    assert.deepEqual(parseTrendingRows(read('i0OFE-typescript.synthetic.txt')), [
      { query: 'typescript', start_timestamp: 1704067200, active: true, search_volume: 500000, increase_percentage: 120, categories: [], trend_breakdown: ['typescript tutorial', 'typescript node'] },
    ]);
  });

  test('ended trends, categories, and the chunked rt=c framing', () => {
    const row = ['storm', null, 'US', [1704067200], [1704070800], null, 20000, null, 300, ['storm warning'], [20, 17], [], 'storm'];
    const frame = JSON.stringify([['wrb.fr', 'i0OFE', JSON.stringify([null, [row]]), null, null, null, 'generic']]);
    const chunked = `)]}'\n\n${frame.length}\n${frame}\n25\n[["di",42],["af.httprm",41]]\n`;
    assert.deepEqual(parseTrendingRows(chunked)[0], {
      query: 'storm',
      start_timestamp: 1704067200,
      end_timestamp: 1704070800,
      active: false,
      search_volume: 20000,
      increase_percentage: 300,
      categories: [{ id: 20, name: 'Climate' }, { id: 17, name: 'Sports' }],
      trend_breakdown: ['storm warning'],
    });
    assert.throws(() => parseBatchexecute(`)]}'\n[["wrb.fr","i0OFE",null,null,null,[3],"generic"]]`, 'i0OFE'), /carries no payload/);
  });

  test('RSS fallback parser (synthetic shape): traffic buckets and news items', () => {
    const items = parseTrendingRss(read('rss-us.synthetic.xml'));
    assert.deepEqual(items.map((i) => [i.query, i.search_volume, i.approx_traffic, i.start_timestamp]), [
      ['typescript', 500000, '500K+', 1704067200],
      ['node 24', 2000, '2,000+', 1704070800],
    ]);
    assert.deepEqual(items[0]!.news[0], { title: 'TypeScript 5.0 released', link: 'https://example.com/ts-5', source: 'Tech News', thumbnail: 'https://example.com/image.png' });
  });

  test('answers of the retired endpoints (real, 2023) are never taken for trending-now data', () => {
    // dailytrends/realtimetrends/hottrends were shut down in 2025; if a proxy or cache served one,
    // the fallback must run rather than a wrong parse.
    assert.throws(() => parseTrendingRows(read('pytrends_realtimetrends_US_RETIRED.txt')), /no i0OFE frame|payload/);
    assert.throws(() => parseTrendingRows(read('pytrends_hottrends_visualize_RETIRED.json')), /no i0OFE frame|payload/);
    assert.throws(() => parseTrendingRss(read('pytrends_realtimetrends_US_RETIRED.txt')), /not an RSS feed/);
  });

  const rows: [Record<string, string>, number, string][] = [
    [{ geo: 'US' }, 24, 'en'],
    [{ geo: 'US', hours: 'PAST_4_HOURS' }, 4, 'en'],
    [{ geo: 'US', hours: 'PAST_24_HOURS' }, 24, 'en'],
    [{ geo: 'US', hours: 'PAST_48_HOURS' }, 48, 'en'],
    [{ geo: 'US', hours: 'PAST_7_DAYS' }, 168, 'en'],
    [{ geo: 'US', hours: '4' }, 4, 'en'],
    [{ geo: 'US', hours: '24' }, 24, 'en'],
    [{ geo: 'US', hours: '48' }, 48, 'en'],
    [{ geo: 'DE', hours: '168', language: 'de' }, 168, 'de'],
  ];
  for (const [raw, hours, language] of rows) {
    test(`request for ${JSON.stringify(raw)}: i0OFE with ${hours} hours`, () => {
      const req = buildTrendingNowRequest(validateParams(operation.params, raw) as unknown as TrendingNowParams);
      assert.equal(req.method, 'POST');
      assert.equal(req.url, `https://trends.google.com/_/TrendsUi/data/batchexecute?rpcids=i0OFE&source-path=%2Ftrending&hl=${language}`);
      const fReq = JSON.parse(new URLSearchParams(req.body).get('f.req')!) as [[[string, string, null, string]]];
      assert.equal(fReq[0][0][0], 'i0OFE');
      assert.deepEqual(JSON.parse(fReq[0][0][1]), [null, null, raw.geo, 0, language, hours, 1]);
    });
  }

  test('an unknown or lower-case geo is a 400', () => {
    for (const geo of ['us', 'XX']) assert.throws(() => operation.precheck!({ geo } as never, null as never), /'geo' does not accept/);
  });

  describe('end to end through the replay path', () => {
    let app: ReplayApp;
    before(async () => {
      app = await startReplayApp([dir], { upstreamMaxAttempts: 2 });
    });
    after(() => app.close());

    test('US: the batchexecute list answers', async () => {
      const { key } = await app.createKey(2);
      const res = await app.get('/api/v1/searchengine/trends/trending-now?geo=US', key);
      assert.equal(res.status, 200, res.body.message);
      assert.equal(res.body.data!.source, 'batchexecute');
      const first = (res.body.data!.trending_searches as Record<string, unknown>[])[0]!;
      assert.equal(first.query, 'typescript');
      assert.equal(first.link, '/api/v1/searchengine/trends/search?query=typescript&geo=US&date=now+1-d');
    });

    test('GB: batchexecute fails, the RSS feed answers, and the answer says so', async () => {
      const { key } = await app.createKey(2);
      const res = await app.get('/api/v1/searchengine/trends/trending-now?geo=GB&hours=4', key);
      assert.equal(res.status, 200, res.body.message);
      assert.equal(res.body.data!.source, 'rss');
      assert.match(String((res.body.data!.search_metadata as Record<string, unknown>).fallback_reason), /HTTP 404/);
      assert.equal((res.body.data!.trending_searches as unknown[]).length, 2);
    });
  });
});
