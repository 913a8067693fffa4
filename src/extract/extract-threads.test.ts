/**
 * The extractor on whole real discussion pages (fixtures/pages, provenance in its MANIFEST.tsv):
 * a thread is every post — short ones, long ones, replies under replies, posts wrapped in forms —
 * without posters' details and signatures, drop-down menus, "Similar threads" or a score written
 * once per vote state; a Q&A page without the comments under its posts; an article without its
 * comments. Rules checked on real snippets are in extract-forum-snippets.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scorePage } from '../../bench/extract-score.ts';
import { extractMarkdown } from './extract.ts';
import { fixturePage as page } from './fixtures/pages.ts';

test('a forum thread keeps its posts without posters\' titles, details and signatures (real XenForo thread)', () => {
  const { html, truth } = page('0515');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Headphoneus Supremus/, 'a poster title');
  assert.doesNotMatch(md, /Home Setup: Bifrost 2\/64/, 'a signature');
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('posters\' statistics are not the posts (real MyBB thread: div.author_statistics)', () => {
  const { html, truth } = page('0558');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Threads: 23|Joined: Feb 2019/);
  assert.match(md, /SMF hasn't updated whatsoever in years/);
});

test('posts wrapped in a form without controls (Invision Community) are content', () => {
  const { html, truth } = page('0543');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /the rear one is for some kind of external connection for Link devices/);
});

test('a Q&A page keeps the question and its answers, not the comments under them (real Stack Exchange page)', () => {
  const { html, truth } = page('0172');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Another consideration -- some recipes don't scale well/, 'a comment under an answer');
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.95);
  // Comments under the question itself, when the chosen content starts at the question block.
  const se = page('1177');
  const seMd = extractMarkdown(se.html, se.truth.url).markdown;
  assert.match(seMd, /I'm trying to understand how the electricity works in my house./);
  assert.doesNotMatch(seMd, /It doesn't seem like anyone has yet pointed out/, 'a comment under the question');
  // The page's closing prompts, one a heading, the others bold paragraphs.
  assert.doesNotMatch(seMd, /You must log in|Start asking to get answers|Explore related questions/);
});

test('a drop-down menu hidden by a class until clicked is not content: a forum poster\'s system specs (real Invision Community thread)', () => {
  const { html, truth } = page('0543');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /the rear one is for some kind of external connection for Link devices/);
  assert.doesNotMatch(md, /Asus Zenith II Extreme/, 'a poster\'s specs, in "ipsMenu ipsHide"');
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('a forum thread is every post, though one long post (a pasted log) holds most of its prose (real Discourse thread)', () => {
  const { html, truth } = page('0503');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /I have just installed version 2024\.5\.0, but at every reboot attempt/, 'the opening post');
  assert.match(md, /This is part of the log, I hope it is sufficient:/, 'the long reply');
  assert.doesNotMatch(md, /^\d+ Likes?$/m, 'a post\'s like counter is the widget\'s');
});

test('a "Similar threads" list after a forum thread is not the thread (real XenForo page)', () => {
  const { html, truth } = page('0516');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /# Buying Microsoft Office 2024 but not from Microsoft/);
  assert.doesNotMatch(md, /Similar threads|Tablet PC: Buying Advice for Droid Razr HD/);
});

test('short comments each wrapped in a form of their own (old Reddit) are posts, not forms to drop, and each score reads once, not once per vote state (real thread)', () => {
  const { html, truth } = page('0562');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Might this also be a potential cure for tinnitus/);
  assert.match(md, /those are very different types of cells/);
  // A short reply (under 300 characters) in a block named "comment": on a discussion page, a post.
  assert.match(md, /I will wear mouse hair if that’s what it takes\./);
  // A reply under a reply: a comment block nested in a comment block kept as the thread.
  assert.match(md, /We’re all just mice, in the end/);
  // A reply thread of longer comments, fewer links than the short ones among which it stands: posts too.
  assert.match(md, /oh god I dream of a day where there is silence/);
  assert.match(md, /Pretty sure I was born with this\. Silence, for me, has always had a high pitched buzz/);
  // A score is written once per vote state ("188 points", "189 points", "190 points"): a reader who has not voted sees one.
  assert.match(md, /\[Ragnar_Dragonfyre\]\([^)]*\) 189 points 17 hours ago/);
  assert.doesNotMatch(md, /188 points|190 points/);
});

test('an article\'s comments are left out, whether the post is short or the thread outweighs it (real WordPress pages)', () => {
  for (const [id, comment] of [['4449', /Thanks for sharing at To Grandma’s House/], ['4660', /Self rising flour does not contain yeast/]] as const) {
    const { html, truth } = page(id);
    const md = extractMarkdown(html, truth.url).markdown;
    assert.doesNotMatch(md, comment, id);
    assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.8, id);
  }
});
