import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { articleHtml, startTargetServer, type TargetServer } from '../../test/helpers/target-server.ts';
import { decodeBody } from './charset.ts';
import { createEgressPolicy } from './egress-policy.ts';
import { fetchPage, type FetchOptions } from './fetch-page.ts';
import { createSafeAgent } from './safe-agent.ts';

describe('fetchPage against a local server', () => {
  let target: TargetServer;
  let opts: FetchOptions;
  before(async () => {
    target = await startTargetServer();
    const policy = createEgressPolicy({ allowPrivateNetworks: true, allowCidrs: [] });
    const dispatcher = createSafeAgent({ policy, connectTimeoutMs: 2000, headersTimeoutMs: 5000, bodyTimeoutMs: 5000 });
    opts = { dispatcher, timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3, headers: {} };
  });
  after(() => target.close());

  for (const encoding of ['gzip', 'br', 'deflate']) {
    test(`decodes ${encoding} bodies to the original bytes`, async () => {
      const page = await fetchPage(`${target.url}/${encoding}`, opts);
      assert.equal(page.status, 200);
      assert.ok(page.body.equals(articleHtml));
    });
  }

  test('caps the body size before and after decompression', async () => {
    await assert.rejects(fetchPage(`${target.url}/huge`, opts), { code: 'TARGET_TOO_LARGE' });
    await assert.rejects(fetchPage(`${target.url}/gzip-bomb`, opts), { code: 'TARGET_TOO_LARGE' });
  });

  test('stops after the configured number of redirects', async () => {
    await assert.rejects(fetchPage(`${target.url}/loop`, opts), { code: 'TOO_MANY_REDIRECTS' });
  });
});

describe('charset decoding', () => {
  test('uses the Content-Type charset', () => {
    const d = decodeBody(Buffer.from('<p>Caf\xe9 \xa3 5</p>', 'latin1'), 'text/html; charset=ISO-8859-1');
    assert.equal(d.text, '<p>Café £ 5</p>');
    assert.equal(d.source, 'header');
  });

  test('falls back to the <meta http-equiv> declaration of a real page', () => {
    const d = decodeBody(articleHtml, 'text/html');
    assert.equal(d.source, 'meta');
    assert.equal(d.charset, 'utf-8');
    assert.ok(d.text.includes('Never Too Late'));
  });

  test('reads <meta charset> and a BOM', () => {
    const meta = decodeBody(Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>'), Buffer.from([0x93, 0x68, 0x69, 0x94])]), undefined);
    assert.equal(meta.text, '<meta charset="windows-1252"><p>“hi”');
    const bom = decodeBody(Buffer.from([0xef, 0xbb, 0xbf, 0xc3, 0xa9]), 'text/html; charset=iso-8859-1');
    assert.equal(bom.text, 'é');
    assert.equal(bom.source, 'bom');
  });

  test('undeclared bytes: UTF-8 when valid, else windows-1252', () => {
    assert.equal(decodeBody(Buffer.from('naïve', 'utf8'), undefined).text, 'naïve');
    assert.equal(decodeBody(Buffer.from([0x6e, 0x61, 0xef, 0x76, 0x65]), undefined).text, 'naïve');
  });

  test('an unknown declared charset is ignored rather than fatal', () => {
    assert.equal(decodeBody(Buffer.from('ok'), 'text/html; charset=x-no-such-thing').text, 'ok');
  });
});
