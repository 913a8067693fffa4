/**
 * The extractor on forum threads built from small real snippets (cut verbatim from WCXB pages by
 * scripts/cut-markdown-snippets.ts; provenance in fixtures/MANIFEST.tsv): the posts and who wrote
 * them stay; posters' statistics, avatars, vote tallies and prompts to guests do not.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';

test('a poster\'s statistics beside a post ("Registered: 2025-11-01", "Posts: 1") and the forum\'s prompt to guests under the thread ("You must log in or register to reply here.", real XenForo link) are not the posts; the poster\'s name is kept (real FluxBB post)', () => {
  const post = readFileSync(new URL('./fixtures/poster-statistics.html', import.meta.url), 'utf8');
  const prompt = readFileSync(new URL('./fixtures/reply-prompt.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<div id="brdmain"><h1>What happened with Arch Linux ISO in 2024</h1>${post.repeat(3)}<div>${prompt}</div></div>`, 'https://bbs.archlinux.org/viewtopic.php?id=309936').markdown;
  assert.match(md, /\*\*chunix64\*\*/);
  assert.match(md, /why did the ISO size increase so rapidly/);
  assert.doesNotMatch(md, /Registered: 2025|Posts: 1\b|You must log in/);
  // The same words inside a sentence are text.
  assert.match(extractMarkdown(`<main><p>${'Forum statistics for the year. '.repeat(8)}</p><p>Posts: 1 per member on average, the lowest in years.</p></main>`, 'https://example.org/').markdown, /Posts: 1 per member on average/);
});

test('a poster\'s name written as a link alone to their profile, or beside their avatar, is kept with their post; the avatar, badges\' links and a default avatar\'s initial are not (real XenForo poster cells)', () => {
  const named = readFileSync(new URL('./fixtures/poster-name-link.html', import.meta.url), 'utf8');
  const avatar = readFileSync(new URL('./fixtures/poster-letter-avatar.html', import.meta.url), 'utf8');
  const post = (cell: string, text: string) => `<article class="message"><div class="message-cell message-cell--user">${cell}</div><div class="message-cell message-cell--main"><div class="bbWrapper">${text}</div></div></article>`;
  const reply = 'No. How could they be at that price? The lowest legitimate price for a perpetual licence is far higher than that, and keys sold that cheaply are volume licences resold against their terms.';
  const thread = `<div class="block-body"><h1>Buying Microsoft Office 2024 but not from Microsoft</h1>${post(named, reply)}${post(avatar, reply.replace('No.', 'Agreed.'))}${post(named, reply.replace('No.', 'Indeed.'))}</div>`;
  const md = extractMarkdown(thread, 'https://www.physicsforums.com/threads/buying-microsoft-office-2024-but-not-from-microsoft.1066181/').markdown;
  assert.match(md, /\[phinds\]\(https:\/\/www\.physicsforums\.com\/members\/phinds\.310841\/\)\n/);
  assert.match(md, /\[boobaloobie\]\(/);
  assert.doesNotMatch(md, /^\[B\]\(/m);
  assert.doesNotMatch(md, /Insights Author/);
  // The name beside its avatar, both links to the poster's profile (a forum's poster cell): the name stays, the picture goes.
  const pictured = readFileSync(new URL('./fixtures/poster-avatar-and-name.html', import.meta.url), 'utf8');
  const freebsd = extractMarkdown(`<div class="block-body"><h1>2024: the year of desktop FreeBSD?</h1>${post(pictured, reply)}${post(pictured, reply.replace('No.', 'Agreed.'))}${post(pictured, reply.replace('No.', 'Indeed.'))}</div>`, 'https://forums.freebsd.org/threads/2024-the-year-of-desktop-freebsd.91732/').markdown;
  assert.match(freebsd, /^#### \[piizog\]\(https:\/\/forums\.freebsd\.org\/members\/piizog\.77075\/\)$/m);
  assert.doesNotMatch(freebsd, /gravatar/);
  // A link to the site's sign-up page is no profile, whatever its path ("/users/sign_up", "/user/new").
  const signUp = extractMarkdown(`<main><p>${'Visual testing catches layout regressions early. '.repeat(8)}</p><div><a href="https://www.browserstack.com/users/sign_up">Try Percy Now</a></div></main>`, 'https://www.browserstack.com/guide/').markdown;
  assert.doesNotMatch(signUp, /Try Percy Now/);
});

test('a vBulletin post laid out in a table (poster\'s cell; title, a rule, message) reads as blocks, not as a GFM row, and without "Join Date" / "Posts" (real doom9 post)', () => {
  const post = readFileSync(new URL('./fixtures/vbulletin-post-table.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<div id="posts">${post.repeat(3)}</div>`, 'https://forum.doom9.org/showthread.php?t=186269').markdown;
  assert.match(md, /\n\*\*Amd RX7800XT Wrong refresh rate \.\.\.\*\*\n\n---\n\nHi to all,\n/);
  assert.doesNotMatch(md, /^\|/m);
  assert.doesNotMatch(md, /Join Date|Posts: 1/);
});

test('a thread\'s posts inside a form for moderators\' bulk actions (with the posts\' quote and reaction buttons) are content; a form of fields is not (real Invision Community thread)', () => {
  const feed = readFileSync(new URL('./fixtures/posts-in-moderation-form.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<body><main><h1>Squarespace Roadmap Discussion</h1>${feed}</main></body>`, 'https://forum.squarespace.com/topic/319445-squarespace-roadmap-discussion/').markdown;
  assert.match(md, /I'd like to know the Squarespace roadmap for future products and version releases/);
  assert.match(md, /you may want to check if you are eligible to join the \[Squarespace Circle\]/);
  // A form of fields with some words, and no posts, is still a form.
  const signup = `<form action="/register"><p>${'Create an account to follow topics and get notified of replies. '.repeat(5)}</p><input type="email" name="email"><button>Sign up</button></form>`;
  assert.doesNotMatch(extractMarkdown(`<body><main><h1>Roadmap</h1><p>${'The roadmap is published each quarter on the blog. '.repeat(8)}</p>${signup}</main></body>`, 'https://forum.squarespace.com/').markdown, /Create an account/);
});

test('an answer\'s vote tally (schema.org upvoteCount between the vote arrows) is not a line of the answer (real Stack Exchange markup)', () => {
  const answer = readFileSync(new URL('./fixtures/vote-count.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<main><h1>Keyboard shortcut to focus the file pane</h1>${answer}</main>`, 'https://superuser.com/questions/442960/').markdown;
  assert.match(md, /followed by `Esc`/);
  assert.doesNotMatch(md, /^11$/m);
});

test('a post\'s controls bar ("Reply With Quote" and its thumbs count, vBulletin\'s "postcontrols") is not a line of the post (real vBulletin post foot)', () => {
  const foot = readFileSync(new URL('./fixtures/post-controls.html', import.meta.url), 'utf8');
  const answers = ['Phone support, answered quickly and by people who know the product well.', 'Confidence that the chosen supplier will provide good service, minimum downtimes and good after sales support.', 'Location is a very close second: I want to believe that GDPR will be observed and that data stays in the EU.'];
  const posts = answers.map((text) => `<li class="postbitlegacy"><div class="postdetails"><div class="content"><blockquote class="postcontent restore">${text.repeat(3)}</blockquote></div></div>${foot}</li>`).join('');
  const md = extractMarkdown(`<div id="postlist"><h1>What do you pay attention to when buying web hosting?</h1><ol id="posts">${posts}</ol></div>`, 'https://www.webhostingtalk.com/showthread.php?t=1930933').markdown;
  assert.match(md, /Phone support, answered quickly/);
  assert.match(md, /minimum downtimes and good after sales support/);
  assert.doesNotMatch(md, /Reply With Quote/);
});

test('a poster\'s badges written as counters ("29,553 posts", "518 helpful votes") are not lines of the thread; the poster\'s name stays (real Tripadvisor poster column)', () => {
  const profile = readFileSync(new URL('./fixtures/poster-badges.html', import.meta.url), 'utf8');
  const post = (text: string) => `<div class="post">${profile}<div class="postcontent"><p>${text}</p></div></div>`;
  const text = 'Trains were easy with the Suica card on the phone, and the Hiroshima day trip was the highlight of the visit, worth the long ride.';
  const md = extractMarkdown(`<div class="posts"><h1>Tips from a first time Japan visitor</h1>${post(text)}${post(text.replace('Trains', 'Buses'))}${post(text.replace('Trains', 'Ferries'))}</div>`, 'https://www.tripadvisor.com/ShowTopic-g294232-i525-k15476375-Tips_from_a_first_time_Japan_visitor-Japan.html').markdown;
  assert.match(md, /NZPOPPY/);
  assert.match(md, /Ferries were easy/);
  assert.doesNotMatch(md, /29,553 posts|518 helpful votes/);
});

test('a post\'s date written in full and short inside its <time> ("June 14, 2024" and "1 yr", a style sheet showing one) is the full date once, not "June 14, 20241 yr" (real Invision Community date)', () => {
  const date = readFileSync(new URL('./fixtures/time-long-short.html', import.meta.url), 'utf8');
  const text = 'The forum has been slow for weeks now and the archive of old threads is worth saving before anything happens to it.';
  const post = (words: string) => `<article class="ipsEntry"><div class="ipsEntry__meta">${date}</div><div class="ipsRichText"><p>${words}</p></div></article>`;
  const md = extractMarkdown(`<div class="ipsBox"><h1>If the forum comes to an end soon</h1>${post(text)}${post(text.replace('The forum', 'This forum'))}${post(text.replace('The forum', 'Our forum'))}</div>`, 'https://forum.kerbalspaceprogram.com/topic/225132-if-the-forum-comes-to-an-end-soon/').markdown;
  assert.match(md, /June 14, 2024/);
  assert.doesNotMatch(md, /1 yr/);
  // One variant alone is the date, whatever it is named.
  assert.match(extractMarkdown(`<article><h1>Notes</h1><p>${text}</p><p><time datetime="2024-06-14"><span class="date__short">Jun 14</span></time></p></article>`, 'https://example.org/').markdown, /Jun 14/);
});
