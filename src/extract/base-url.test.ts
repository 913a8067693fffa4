import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { documentBaseUrl } from './base-url.ts';

const base = (head: string) => documentBaseUrl(parseDocument(`<html><head>${head}</head><body><p>text</p></body></html>`), 'https://example.org/a/b/page.html');

test("a page's base URL: its first <base href>, resolved against the page's address, else that address", () => {
  assert.equal(base(''), 'https://example.org/a/b/page.html');
  assert.equal(base('<base target="_blank">'), 'https://example.org/a/b/page.html', 'a <base> with no href sets no URL');
  assert.equal(base('<base href="https://cdn.example.net/site/">'), 'https://cdn.example.net/site/');
  assert.equal(base('<base href="/">'), 'https://example.org/');
  assert.equal(base('<base href="../">'), 'https://example.org/a/');
  assert.equal(base('<base target="_top"><base href="/first/"><base href="/second/">'), 'https://example.org/first/', 'the first one with an href counts');
});

test('a base naming a javascript: or data: URL, or one that cannot be read, is ignored, as browsers do', () => {
  assert.equal(base('<base href="javascript:alert(1)">'), 'https://example.org/a/b/page.html');
  assert.equal(base('<base href="data:text/html,x">'), 'https://example.org/a/b/page.html');
  assert.equal(base('<base href="http://exa mple.org:99999/">'), 'https://example.org/a/b/page.html');
});
