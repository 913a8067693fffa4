/**
 * SSRF: with the default policy every non-public target is refused — in every notation, via DNS
 * and on redirect hops — checked on the address actually connected to. 127.0.0.2 stands in for
 * a public server (allowed with CRAWL_ALLOW_CIDRS, the operator allowlist); 127.0.0.1 is the
 * forbidden internal service. No refused address is ever connected to.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEgressPolicy } from '../src/fetch/egress-policy.ts';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('egress policy (default settings)', () => {
  let app: TestApp;
  let internal: TargetServer;
  let publicLooking: TargetServer;
  before(async () => {
    internal = await startTargetServer('127.0.0.1');
    publicLooking = await startTargetServer('127.0.0.2');
    app = await startTestApp({ crawlAllowPrivateNetworks: false, crawlAllowCidrs: ['127.0.0.2/32'], rateLimitPerMinute: 0 });
  });
  after(async () => {
    await app.close();
    await internal.close();
    await publicLooking.close();
  });

  const port = () => new URL(internal.url).port;

  const refusedForms: [string, () => string][] = [
    ['loopback IPv4', () => `http://127.0.0.1:${port()}/article`],
    ['localhost by name (resolved, then refused)', () => `http://localhost:${port()}/article`],
    ['loopback IPv6', () => `http://[::1]:${port()}/article`],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${port()}/article`],
    ['decimal IPv4', () => `http://2130706433:${port()}/article`],
    ['octal IPv4', () => `http://0177.0.0.1:${port()}/article`],
    ['hex IPv4', () => `http://0x7f000001:${port()}/article`],
    ['short-form IPv4', () => `http://127.1:${port()}/article`],
    ['unspecified 0.0.0.0', () => `http://0.0.0.0:${port()}/article`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['metadata via IPv4-mapped IPv6', () => 'http://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['AWS IPv6 metadata (unique local)', () => 'http://[fd00:ec2::254]/'],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 172.16/12', () => 'http://172.16.5.4/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/'],
    ['link-local IPv6', () => 'http://[fe80::1]/'],
    ['NAT64 to loopback', () => 'http://[64:ff9b::7f00:1]/'],
  ];

  for (const [name, url] of refusedForms) {
    test(`refuses ${name}`, async () => {
      const { key, id } = await app.createKey(3);
      const res = await app.get(`/api/v1/web/html?url=${encodeURIComponent(url())}`, key);
      assert.equal(res.status, 400, res.body.message);
      assert.equal(res.body.error, 'TARGET_NOT_ALLOWED');
      assert.match(res.body.message, /Only public addresses may be crawled/);
      assert.equal(await app.balance(id), 3, 'a refused target costs nothing');
    });
  }

  test('refuses non-http schemes', async () => {
    const { key } = await app.createKey(3);
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:70/', 'data:text/html,hi', 'javascript:alert(1)']) {
      const res = await app.get(`/api/v1/web/html?url=${encodeURIComponent(url)}`, key);
      assert.equal(res.status, 400, url);
      assert.equal(res.body.error, 'INVALID_URL', url);
    }
  });

  test('allows the public-looking server itself', async () => {
    const { key } = await app.createKey(3);
    const res = await app.get(`/api/v1/web/html?url=${encodeURIComponent(`${publicLooking.url}/article`)}`, key);
    assert.equal(res.status, 200, res.body.message);
  });

  for (const [name, to] of [
    ['127.0.0.1', () => `${internal.url}/article`],
    ['localhost', () => `http://localhost:${port()}/article`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port()}/article`],
  ] as const) {
    test(`refuses a public-looking URL that redirects to ${name}, and refunds`, async () => {
      const { key, id } = await app.createKey(3);
      const before = internal.hits.get('/article') ?? 0;
      const url = `${publicLooking.url}/redirect?to=${encodeURIComponent(to())}`;
      const res = await app.get(`/api/v1/web/html?url=${encodeURIComponent(url)}`, key);
      assert.equal(res.status, 400, res.body.message);
      assert.equal(res.body.error, 'TARGET_NOT_ALLOWED');
      assert.equal(internal.hits.get('/article') ?? 0, before, 'the internal server was never reached');
      assert.equal(await app.balance(id), 3, 'the debit was refunded');
      assert.equal((publicLooking.hits.get('/redirect') ?? 0) > 0, true);
    });
  }

  test('counts refusals in /metrics', async () => {
    const res = await fetch(`${app.url}/metrics`);
    assert.match(await res.text(), /egress_blocked_total\{operation="html"\} [1-9]/);
  });
});

describe('egress policy ranges', () => {
  test('CRAWL_ALLOW_PRIVATE_NETWORKS opens loopback and private ranges but not link-local metadata', () => {
    const open = createEgressPolicy({ allowPrivateNetworks: true, allowCidrs: [] });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fd00::1', '::ffff:127.0.0.1']) assert.equal(open.refusal(ip), undefined, ip);
    for (const ip of ['169.254.169.254', 'fe80::1', '0.0.0.0', '224.0.0.1', '255.255.255.255']) assert.ok(open.refusal(ip), ip);
  });

  test('public unicast addresses pass the default policy; reserved ones do not', () => {
    const strict = createEgressPolicy({ allowPrivateNetworks: false, allowCidrs: [] });
    for (const ip of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5']) assert.equal(strict.refusal(ip), undefined, ip);
    for (const ip of ['192.0.2.1', '198.18.0.1', '240.0.0.1', '2001:db8::1', '100.64.0.1', '::']) assert.ok(strict.refusal(ip), ip);
  });

  test('an allowlisted range is allowed whatever it is', () => {
    const p = createEgressPolicy({ allowPrivateNetworks: false, allowCidrs: ['10.20.0.0/16'] });
    assert.equal(p.refusal('10.20.3.4'), undefined);
    assert.ok(p.refusal('10.21.0.1'));
    assert.throws(() => createEgressPolicy({ allowPrivateNetworks: false, allowCidrs: ['not-a-cidr'] }), /not a CIDR/);
  });
});
