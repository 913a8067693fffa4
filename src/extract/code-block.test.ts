/**
 * Code blocks on small real snippets (cut verbatim from WCXB pages by
 * scripts/cut-markdown-snippets.ts; provenance in fixtures/MANIFEST.tsv): the language the markup
 * names, lines as laid out, and what a code viewer adds (line numbers, zero-width spaces) left out.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { toMarkdown } from './to-markdown.ts';

const snippet = (name: string) => toMarkdown(parseDocument(readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8')).children, { baseUrl: 'https://example.org/a/b/page.html' });

test('code blocks are fenced with the language the markup names, lines kept', () => {
  const md = snippet('code-block-language');
  assert.match(md, /^```python\nimport gim\nfrom transformers import AutoModelForCausalLM, AutoTokenizer\n\nmodel = /);
  assert.match(md, /\n```$/);
});

test('code whose lines are blocks with no newline between them (Stripe\'s docs) keeps one line per block', () => {
  const lines = snippet('code-lines-as-blocks').split('\n');
  assert.equal(lines[0], '```');
  assert.equal(lines[1], 'curl https://api.stripe.com/v1/charges \\');
  assert.match(lines[2]!, /^ {2}-u "sk_test_/);
  assert.equal(lines[3], '  -d amount=1099 \\');
  assert.equal(lines.at(-1), '```');
});

test("a code viewer's line numbers are left out of the code; numbers the code itself writes are kept", () => {
  const lines = snippet('code-line-numbers').split('\n');
  assert.equal(lines[0], '```python');
  assert.equal(lines[1], '# Download the helper library from https://www.twilio.com/docs/python/install');
  assert.equal(lines[2], 'import os');
  // Line 4 of the viewer is empty: an empty line, not its number.
  assert.deepEqual(lines.slice(3, 6), ['from twilio.rest import Client', '', '# Find your Account SID and Auth Token at twilio.com/console']);
  assert.equal(lines.at(-2), 'print(message.body)');
  assert.ok(!lines.some((line) => /^\d+$/.test(line)));
  // Zig's ranges open their lines with numbers (1...10, 11...50): code, not a count of lines.
  const zig = snippet('code-number-literals');
  assert.match(zig, /\n {4}1\.\.\.10 => "small",\n {4}11\.\.\.50 => "medium",\n {4}51\.\.\.100 => "large",\n/);
  assert.match(zig, /var count: usize = 0;/);
});

test('a highlighter\'s column of line numbers beside the code (Sphinx, Hugo) is left out; a data table\'s column of numbers is not', () => {
  // Hand-made: no real capture of these tables in our materials (see the fixture's comment).
  const md = snippet('code-gutter-table.synthetic');
  assert.match(md, /^```python\nfor line in lines:\n {4}count \+= 1\nprint\(count\)\n```\n\n```go\npackage main\nfunc main\(\) \{\}\n```\n\n/);
  assert.doesNotMatch(md, /```\n ?9\n10\n11\n```/);
  assert.match(md, /Step\n\nOutput\n\n```\n1\n2\n3\n```\n\n```\nok\n```$/);
});

test('a language named only on the blocks wrapping the code is the code block\'s language (Sphinx, HashiCorp)', () => {
  assert.match(snippet('code-language-on-wrapper'), /^```python3\ndef accumulate\(iterable, function=operator\.add, \*, initial=None\):\n/);
  assert.equal(snippet('code-language-hcl-wrapper'), '```hcl\nresource {\n  count = <number>\n}\n```');
  // A wrapper that holds more than the code (a page's <body class="language-en">) names no language of it.
  const page = toMarkdown(parseDocument(`<div class="language-en"><p>${'Some prose around the code. '.repeat(10)}</p><pre>ls -la</pre></div>`).children, { baseUrl: 'https://example.org/' });
  assert.match(page, /\n```\nls -la\n```$/);
  // Nor does Sphinx's "default", which is no language.
  assert.match(toMarkdown(parseDocument('<div class="highlight-default notranslate"><div class="highlight"><pre>x = 1</pre></div></div>').children, { baseUrl: 'https://example.org/' }), /^```\nx = 1\n```$/);
});

test('a language the code\'s own markup names in other ways: "brush: js" (MDN), data-lang on the <code>, a bare class (rustdoc); "lang-none" names none, "lang-bsh" is bash', () => {
  assert.match(snippet('code-brush-language'), /^```js\nasync function getData\(\) \{\n/);
  assert.match(snippet('code-data-lang-on-code'), /^```http\nGET \/data\/2\.5\/weather\?q=London,uk&appid=\*\*\* HTTP\/1\.1\n/);
  assert.match(snippet('code-bare-language-class'), /^```rust\nlet x: Result<i32, &str> = Ok\(-3\);\n/);
  assert.match(snippet('code-lang-none'), /^```\nTask A: Computing 0\+1\n/);
  // Prettify's "bsh" (Ask Ubuntu) is written as the name Markdown renderers know.
  assert.match(snippet('code-lang-bsh'), /^```bash\nsudo tar czf \/backup\.tar\.gz \\\n/);
  // A name that only starts like a prefix names nothing: Jekyll's "highlighter-rouge", a lone "language".
  const bare = (cls: string) => toMarkdown(parseDocument(`<pre class="${cls}">x = 1</pre>`).children, { baseUrl: 'https://example.org/' });
  assert.equal(bare('highlighter-rouge'), '```\nx = 1\n```');
  assert.equal(bare('language'), '```\nx = 1\n```');
});

test('code is written with newlines and spaces: CR LF line ends and no-break spaces are not carried over', () => {
  const python = snippet('code-crlf');
  assert.doesNotMatch(python, /\r/);
  assert.match(python, /^```python\n# Download the helper library from https:\/\/www\.twilio\.com\/docs\/python\/install\nimport os\nfrom twilio\.rest import Client\n/);
  const df = snippet('code-nbsp');
  assert.doesNotMatch(df, /\u00a0/);
  assert.match(df, /\n\/dev\/sda6 {6}ext4 {7}29G {2}6\.1G {3}22G {2}23% \/\n/);
});

test('zero-width spaces are left out of code, in blocks and spans: a command pasted from the Markdown runs', () => {
  const synopsis = snippet('zero-width-in-code');
  assert.doesNotMatch(synopsis, /\u200b/);
  assert.match(synopsis, /\[\(--trailer <token>\[\(=\|:\)<value>\]\)…\] \[-S\[<keyid>\]\]\n\t {3}\[--\] \[<pathspec>…\]\n```$/);
  const span = toMarkdown(parseDocument('<p>Log: <code>6:51:42 AM: \u200b 6:51:42 AM: ❯ Version</code></p>').children, { baseUrl: 'https://example.org/' });
  assert.equal(span, 'Log: `6:51:42 AM: 6:51:42 AM: ❯ Version`');
});
