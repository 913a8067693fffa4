/**
 * The four verticals' parsers. Each operation's page — real for AI mode (three 2026 captures),
 * synthetic for videos, short videos and shopping (bare pages around blocks cut verbatim from
 * real captures; no real full page of those tabs exists, see their MANIFEST.tsv) — against its
 * reviewed expected output; and, for the synthetic ones, the same parser on the real page the
 * fragments come from, so that real markup is what the tests hold them to.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FIXTURE_URL, fixturePages, readPage, storedForm } from './fixture-pages.ts';
import { parseSerp, type BlockName } from './parse-serp.ts';
import { VERTICAL_FIXTURES, verticalFixturePath } from './vertical-fixtures.ts';

type Row = Record<string, unknown>;
const parse = (html: string, blocks: BlockName[], primary: string) => parseSerp(html, FIXTURE_URL, { operationPath: 'searchengine/x', params: {}, blocks, primary });
const realPage = (name: string) => readPage(fixturePages().find((p) => p.name === `web-desktop/${name}`)!);

for (const f of VERTICAL_FIXTURES) {
  test(`${f.operation} ${f.real ? 'real' : 'synthetic'} page ${f.file}: output equals the reviewed expected JSON`, () => {
    const expected = JSON.parse(readFileSync(verticalFixturePath(f, '.expected.json'), 'utf8'));
    const output = parseSerp(readFileSync(verticalFixturePath(f), 'utf8'), FIXTURE_URL, { operationPath: `searchengine/${f.operation}`, params: {}, blocks: f.blocks, primary: f.primary });
    assert.deepEqual(storedForm(output), expected);
  });
}

test('videos, real fragment: the 2026-02 "Videos" carousel of a web page, cards read by shape', () => {
  const out = parse(realPage('websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d'), ['videos'], 'video_results');
  const nasa = (out.video_results as Row[]).find((v) => v.link === 'https://www.youtube.com/watch?v=ehUIlhKhzDA')!;
  assert.deepEqual([nasa.title, nasa.platform, nasa.channel, nasa.date], ['Why Is the Sky Blue?', 'YouTube', 'NASA Space Place', 'Mar 2, 2020']);
  // The tab's organic-looking cards are video results too, and keep their organic fields.
  assert.ok((out.video_results as Row[]).some((v) => typeof v.displayed_link === 'string'));
});

test('videos, real fragment: key moments ("From 12 seconds, …" links into the video) of a 2026-02 video card', () => {
  const out = parse(realPage('websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d'), ['videos'], 'video_results');
  const withMoments = (out.video_results as Row[]).find((v) => Array.isArray(v.key_moments));
  assert.ok(withMoments, 'a video result with key moments');
  const first = (withMoments.key_moments as Row[])[0]!;
  assert.equal(first.time, '00:12');
  assert.equal(first.title, "How the sun's light reaches Earth");
  assert.equal(first.link, 'https://www.youtube.com/watch?v=ehUIlhKhzDA&t=12');
});

test('short videos, real fragment: the 2026-01 page\'s short-video cards with platform and duration', () => {
  const out = parse(realPage('websearcher_v067_2026-01-20_why-is-the-sky-blue_7049404a2dd6'), ['shorts'], 'short_video_results');
  const results = out.short_video_results as Row[];
  const tiktok = results.find((r) => String(r.link).includes('tiktok.com/@edmundoptics'))!;
  assert.deepEqual([tiktok.title, tiktok.source, tiktok.duration], ['Why is the Sky Blue? Exploring the Science Behind it!', 'TikTok', '1:11']);
  assert.ok(results.every((r) => !/[?&]t=\d/.test(String(r.link))), 'key-moment links are not results of their own');
});

test('shopping, real fragment: the 2024-03 page\'s product units and filter chips', () => {
  const out = parse(realPage('websearcher_coverage_2024-03-13_drawing-tablet_2cb96b64e45d'), ['shopping'], 'shopping_results');
  const products = out.shopping_results as Row[];
  assert.equal(products.length, 12);
  assert.deepEqual(
    [products[0]!.title, products[0]!.price, products[0]!.extracted_price, products[0]!.source, products[0]!.product_id, products[0]!.delivery],
    ['Wacom Intuos Small Graphics Drawing Tablet, includes Training & Software; 4 Customizable ExpressKeys Compatible With Chromebook Mac Android &', '$39.95', 39.95, 'Amazon.com', 'B079HL9YSF', 'Free shipping'],
  );
  const options = (out.filters as { options: Row[] }[]).flatMap((f) => f.options);
  const lcd = options.find((o) => o.text === 'With LCD Screen')!;
  assert.match(String(lcd.shoprs), /^CAEYASoO/);
  assert.equal(lcd.serpapi_link, `/api/v1/searchengine/x?query=drawing+tablet+with+lcd+screen&shoprs=${encodeURIComponent(String(lcd.shoprs))}`);
});

test('AI mode, real pages: headings, lists with reference indexes, references from the sources panel and the chips', () => {
  const f = VERTICAL_FIXTURES.find((v) => v.file === 'real_ai_mode_tr.html')!;
  const out = parse(readFileSync(verticalFixturePath(f), 'utf8'), ['ai_mode'], 'text_blocks');
  const blocks = out.text_blocks as Row[];
  assert.deepEqual(blocks.filter((b) => b.type === 'heading').map((b) => b.snippet), ['1. Küresel Liderler ve En Popüler Seçenekler', '2. Hepsi Bir Arada ve Proje Odaklı Çözümler', '3. Yerli ve Türkçe Destekli Çözümler', 'Hangisini Seçmelisiniz? (Hızlı Kriterler)']);
  const refs = out.references as Row[];
  const salesforce = (blocks.find((b) => b.type === 'list')!.list as Row[])[0]!;
  assert.match(String(salesforce.snippet), /^Salesforce: /);
  // Its chip cites rapitek.com, which the references list under its index.
  assert.equal(refs[(salesforce.reference_indexes as number[])[0]!]!.link, 'https://rapitek.com/blog/crm-karsilastirma-2026-turkiye-en-iyi-crm-yazilimlari/');
  assert.ok(refs.every((r, i) => r.index === i && typeof r.title === 'string' && String(r.link).startsWith('http')));
});

test('a vertical page that shows result links but yields none of its results is a parse failure', () => {
  const page = realPage('websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d');
  assert.throws(() => parse(page, ['shorts'], 'short_video_results').short_video_results && parse(page.replace(/youtube\.com\/shorts|tiktok\.com|instagram\.com\/reel|facebook\.com|youtube\.com\/watch/g, 'example.org/x'), ['shorts'], 'short_video_results'), /no item of short_video_results could be parsed/);
});
