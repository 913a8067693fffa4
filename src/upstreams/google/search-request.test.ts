/**
 * The request builder, table-driven: every parameter of every search-family operation (spec
 * §4.4) and the exact upstream URL it must produce.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildSearchRequest, type SearchRequestParams, type SearchVertical } from './search-request.ts';
import { encodeUule } from './uule.ts';

const NY = 'w+CAIQICIfTmV3IFlvcmssTmV3IFlvcmssVW5pdGVkIFN0YXRlcw==';

const cases: [string, SearchVertical, SearchRequestParams, string][] = [
  // /search (desktop web): every parameter of spec §4.4.
  ['query only', 'web', { query: 'coffee' }, 'https://www.google.com/search?q=coffee'],
  ['page 0 sends no start', 'web', { query: 'coffee', page: 0 }, 'https://www.google.com/search?q=coffee'],
  ['page 2 → start=20', 'web', { query: 'coffee', page: 2 }, 'https://www.google.com/search?q=coffee&start=20'],
  ['country → gl, language → hl', 'web', { query: 'coffee', country: 'de', language: 'de' }, 'https://www.google.com/search?q=coffee&hl=de&gl=de'],
  ['domain → host', 'web', { query: 'coffee', domain: 'google.co.uk' }, 'https://www.google.co.uk/search?q=coffee'],
  ['lr and cr, several values', 'web', { query: 'coffee', lr: 'lang_en|lang_de', cr: 'countryUS|countryDE' }, 'https://www.google.com/search?q=coffee&lr=lang_en%7Clang_de&cr=countryUS%7CcountryDE'],
  ['uule verbatim', 'web', { query: 'coffee', uule: NY }, `https://www.google.com/search?q=coffee&uule=${encodeURIComponent(NY).replace(/%20/g, '+')}`],
  ['location → uule', 'web', { query: 'pizza', location: 'New York,New York,United States' }, `https://www.google.com/search?q=pizza&uule=${encodeURIComponent(NY)}`],
  ['ludocid, lsig, kgmid, si, ibp, uds', 'web', { query: 'q', ludocid: '123', lsig: 'AB86z', kgmid: '/m/0dl567', si: 'ALs', ibp: 'gwp;0,7', uds: 'AMw' }, 'https://www.google.com/search?q=q&ludocid=123&lsig=AB86z&kgmid=%2Fm%2F0dl567&si=ALs&ibp=gwp%3B0%2C7&uds=AMw'],
  ['tbs', 'web', { query: 'q', tbs: 'qdr:d' }, 'https://www.google.com/search?q=q&tbs=qdr%3Ad'],
  ['safe ACTIVE → active', 'web', { query: 'q', safe: 'ACTIVE' }, 'https://www.google.com/search?q=q&safe=active'],
  ['safe OFF → off', 'web', { query: 'q', safe: 'OFF' }, 'https://www.google.com/search?q=q&safe=off'],
  ['nfpr EXCLUDE → 1', 'web', { query: 'q', nfpr: 'EXCLUDE_CORRECTED_RESULTS' }, 'https://www.google.com/search?q=q&nfpr=1'],
  ['nfpr INCLUDE is Google’s default: not sent', 'web', { query: 'q', nfpr: 'INCLUDE_CORRECTED_RESULTS' }, 'https://www.google.com/search?q=q'],
  ['filter DISABLED → 0', 'web', { query: 'q', filter: 'DISABLED' }, 'https://www.google.com/search?q=q&filter=0'],
  ['filter ENABLED → 1', 'web', { query: 'q', filter: 'ENABLED' }, 'https://www.google.com/search?q=q&filter=1'],
  // /search/mobile: same URL, mobile client profile.
  ['mobile', 'mobile', { query: 'coffee', page: 1, country: 'us', language: 'en', lr: 'lang_en', cr: 'countryUS', domain: 'google.com', uule: 'w+x' }, 'https://www.google.com/search?q=coffee&hl=en&gl=us&lr=lang_en&cr=countryUS&uule=w%2Bx&start=10'],
  // /search/light: the basic layout endpoint.
  ['light', 'light', { query: 'coffee', page: 1, language: 'en', safe: 'OFF' }, 'https://www.google.com/wml/search?q=coffee&hl=en&safe=off&start=10&ie=utf8&oe=utf8'],
  // /videos/search: udm=7, result_time → tbs.
  ['videos', 'videos', { query: 'cats', page: 1, country: 'us', language: 'en', lr: 'lang_en', safe: 'ACTIVE', nfpr: 'EXCLUDE_CORRECTED_RESULTS' }, 'https://www.google.com/search?q=cats&udm=7&hl=en&gl=us&lr=lang_en&safe=active&nfpr=1&start=10'],
  ['videos result_time', 'videos', { query: 'cats', result_time: 'qdr:w' }, 'https://www.google.com/search?q=cats&udm=7&tbs=qdr%3Aw'],
  ['videos result_time with tbs', 'videos', { query: 'cats', tbs: 'dur:l', result_time: 'qdr:d' }, 'https://www.google.com/search?q=cats&udm=7&tbs=dur%3Al%2Cqdr%3Ad'],
  // /shorts/search: udm=39, start is an offset.
  ['shorts with start', 'shorts', { query: 'cats', start: 12, country: 'us', language: 'en', tbs: 'qdr:m', safe: 'OFF' }, 'https://www.google.com/search?q=cats&udm=39&hl=en&gl=us&tbs=qdr%3Am&safe=off&start=12'],
  // /shopping/search: udm=28, shoprs, 40 per page.
  ['shopping', 'shopping', { query: 'shoes', page: 1, shoprs: 'CAEYAyoFc2hvZXM', country: 'us', language: 'en' }, 'https://www.google.com/search?q=shoes&udm=28&hl=en&gl=us&shoprs=CAEYAyoFc2hvZXM&start=40'],
  // /ai-mode: udm=50 with country, location and safe.
  ['ai mode', 'ai_mode', { query: 'how do tides work', country: 'gb', location: 'London,England,United Kingdom', safe: 'OFF' }, `https://www.google.com/search?q=how+do+tides+work&udm=50&gl=gb&uule=${encodeURIComponent(encodeUule('London,England,United Kingdom'))}&safe=off`],
  // The remaining parameters of the four verticals (spec §4.4): domain, lr, uule, tbs, safe, nfpr.
  ['videos domain, uule, tbs', 'videos', { query: 'cats', domain: 'google.co.uk', uule: 'w+x', tbs: 'dur:s' }, 'https://www.google.co.uk/search?q=cats&udm=7&uule=w%2Bx&tbs=dur%3As'],
  ['shorts domain, lr, nfpr, uule', 'shorts', { query: 'cats', domain: 'google.de', lr: 'lang_de', nfpr: 'EXCLUDE_CORRECTED_RESULTS', uule: 'w+x' }, 'https://www.google.de/search?q=cats&udm=39&lr=lang_de&uule=w%2Bx&nfpr=1'],
  ['shopping domain, lr, uule, tbs, safe, nfpr', 'shopping', { query: 'shoes', domain: 'google.co.uk', lr: 'lang_en', uule: 'w+x', tbs: 'mr:1', safe: 'ACTIVE', nfpr: 'EXCLUDE_CORRECTED_RESULTS' }, 'https://www.google.co.uk/search?q=shoes&udm=28&lr=lang_en&uule=w%2Bx&tbs=mr%3A1&safe=active&nfpr=1'],
  ['ai mode uule', 'ai_mode', { query: 'tides', uule: 'w+x', country: 'us' }, 'https://www.google.com/search?q=tides&udm=50&gl=us&uule=w%2Bx'],
];

describe('Google search request builder', () => {
  for (const [name, vertical, params, expected] of cases) {
    test(`${vertical}: ${name}`, () => {
      assert.equal(buildSearchRequest(vertical, params).url, expected);
    });
  }

  test('client profiles: desktop Chrome, Android Chrome, a feature phone for light', () => {
    assert.match(buildSearchRequest('web', { query: 'q' }).headers['user-agent']!, /Windows NT.*Chrome\//);
    assert.match(buildSearchRequest('mobile', { query: 'q' }).headers['user-agent']!, /Android.*Mobile Safari/);
    assert.match(buildSearchRequest('light', { query: 'q' }).headers['user-agent']!, /^Nokia/);
    assert.match(buildSearchRequest('web', { query: 'q' }).headers.cookie!, /CONSENT=YES\+/);
    assert.equal(buildSearchRequest('web', { query: 'q', language: 'de' }).headers['accept-language'], 'de,en;q=0.8');
  });

  test('location is the uule of its canonical name (published example)', () => {
    assert.equal(encodeUule('New York,New York,United States'), NY);
    // Longer than 63 bytes: the length is a two-byte varint.
    const long = 'A'.repeat(200);
    assert.equal(Buffer.from(encodeUule(long).slice(2), 'base64').subarray(5, 7).toString('hex'), 'c801');
  });

  test('unknown country, language, lr, cr or domain → 400 naming the parameter', () => {
    const bad: [SearchRequestParams, RegExp][] = [
      [{ query: 'q', country: 'zz' }, /'country' does not accept "zz"/],
      [{ query: 'q', language: 'qq' }, /'language' does not accept "qq"/],
      [{ query: 'q', lr: 'lang_xx' }, /'lr' does not accept "lang_xx"/],
      [{ query: 'q', cr: 'countryZZ' }, /'cr' does not accept "countryZZ"/],
      [{ query: 'q', domain: 'gogle.com' }, /'domain' does not accept "gogle.com"/],
      [{ query: 'q', uule: 'w+x', location: 'Paris' }, /'uule' and 'location' cannot be combined/],
    ];
    for (const [params, message] of bad) {
      assert.throws(() => buildSearchRequest('web', params), (err: { code: string; message: string }) => err.code === 'INVALID_PARAMETER' && message.test(err.message));
    }
  });

  test('language codes Google knows with regions are accepted, in any case', () => {
    assert.match(buildSearchRequest('web', { query: 'q', language: 'zh-CN' }).url, /hl=zh-CN/);
    assert.match(buildSearchRequest('web', { query: 'q', language: 'es-419' }).url, /hl=es-419/);
  });
});
