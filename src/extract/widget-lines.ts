/**
 * Lines and blocks a site's software writes around the content, recognised by what they say
 * rather than by their markup (sites name them anything): a listing's result count, a forum
 * poster's statistics, a thread's prompt to guests, a loader's line, a script's JSON state — and
 * two by what they hold: a sign-up box (its e-mail field), a score's copies for other vote
 * states; and a link that copies the element labelling it. Each is never content (never-content.ts).
 */
import type { AnyNode, Element } from 'domhandler';
import { VERBATIM } from './boilerplate.ts';
import { existsOne, findAll } from 'domutils';
import { attrs, hasAncestor, isInsideNode, plainLine, shortText, textLength } from './page-stats.ts';

/**
 * A listing's result count ("Showing 24 of 291 results", "1–24 of 120 products", osCommerce's
 * "Displaying 1 to 24 (of 204 products)") tells where the pager stands, as the pager does: not a
 * line of the listing.
 */
const RESULT_COUNT = /^((showing|displaying|viewing) )?(results )?\d[\d,.]* ?(–|-|to) ?\d[\d,.]* \(?of \d[\d,.]*( (results|products|items|listings))?\)?$|^showing (all )?\d[\d,.]*( of \d[\d,.]*)? (results|products|items)$/i;

export function resultCount(el: Element): boolean {
  const text = lineAlone(el);
  return text !== undefined && RESULT_COUNT.test(text);
}

/**
 * A poster's statistics beside each post of a forum thread ("Posts: 98", "Registered:
 * 2024-01-27", "Join Date: Aug 2008" — FluxBB, vBulletin, phpBB, 2025): the member's record, not
 * a line of the post, whatever class the forum gives it.
 */
const POSTER_STAT = /^(posts|messages|reaction score|reputation|likes received|trophy points|thanks received): ?\d[\d,.]*k?$|^(registered|joined|join date): ?(\d{4}-\d\d-\d\d|\p{L}{3,9}\.? (\d{1,2}, )?\d{4}|\d{1,2} \p{L}{3,9}\.? \d{4})$/iu;

export function posterStat(el: Element): boolean {
  const text = lineAlone(el);
  return text !== undefined && POSTER_STAT.test(text);
}

/**
 * A post's vote tally, marked as schema.org's `upvoteCount` / `downvoteCount` (Stack Exchange's
 * "67" between the vote arrows, 2026): the score readers gave it, not a line of the post.
 */
export function voteCount(el: Element): boolean {
  const prop = el.attribs.itemprop;
  if (prop !== 'upvoteCount' && prop !== 'downvoteCount') return false;
  const text = lineAlone(el);
  return text !== undefined && /^[-+−]?\d[\d,.]*k?$/i.test(text);
}

/**
 * A score written once per vote state beside the one shown (old Reddit, 2026: `<span class="score
 * dislikes">188 points</span><span class="score unvoted">189 points</span><span class="score
 * likes">190 points</span>`, its style sheet showing the reader's own): a reader who has not
 * voted sees the unvoted one; the others are the other states' copies.
 */
export function voteStateCopy(el: Element): boolean {
  const classes = classesOf(el);
  if (!classes.includes('likes') && !classes.includes('dislikes')) return false;
  const unvoted = (c: AnyNode) => {
    const theirs = c.type === 'tag' ? classesOf(c as Element) : [];
    return theirs[0] === classes[0] && theirs.includes('unvoted');
  };
  return !!el.parent && el.parent.children.some(unvoted);
}

const classesOf = (el: Element) => (el.attribs.class ?? '').trim().split(/\s+/);

/**
 * A date written twice inside its <time>, in full and short, the page's style sheet showing one
 * (Invision Community 5, 2026: `<time class="ipsTime ipsTime--long"><span class="ipsTime__long">April
 * 2, 2024</span><span class="ipsTime__short">1 yr</span></time>`): the short copy is the phone's,
 * the full date is what a desktop shows. (Read together, the two run into "April 2, 20241 yr".)
 */
export function shortTimeCopy(el: Element): boolean {
  if (el.parent?.type !== 'tag' || (el.parent as Element).name !== 'time' || !classesOf(el).some((c) => /(^|[_-])short$/i.test(c))) return false;
  return el.parent.children.some((c) => c !== el && c.type === 'tag' && classesOf(c as Element).some((cls) => /(^|[_-])(long|full)$/i.test(cls)));
}

/**
 * A thread's prompt to guests, under its posts ("You must log in or register to reply here.",
 * XenForo, 2026, often a link to the login page): the forum's, not a line of any post.
 */
const REPLY_PROMPT = /^(you must|you need to|please) (log ?in|sign ?in|be logged in|register|sign up)( or (register|sign up|log ?in|sign ?in|create an account))? (to|before you can) (reply|post|comment|participate|join the (discussion|conversation)|leave a (reply|comment))( here| to this (thread|topic|discussion))?[.!]?$/i;

export function replyPrompt(el: Element): boolean {
  const text = lineAlone(el);
  return text !== undefined && REPLY_PROMPT.test(text);
}

/**
 * A loader's line, waiting for the script that fills the block in ("Loading specifications…",
 * "Loading prices for your region…", "Loading Questions...": a review site's spec table and a
 * shop's Q&A widget, 2026): the page's state when saved, never its text. The ellipsis says so —
 * "Loading Dock Safety" is a title.
 */
export const LOADER_LINE = /^loading( [\p{L}_-]+){0,4} ?(\.{3}|…)$/iu;

export function loaderLine(el: Element): boolean {
  const text = lineAlone(el);
  return text !== undefined && LOADER_LINE.test(text);
}

/**
 * A sign-up box: a block named for a newsletter or a subscription that holds an e-mail field —
 * its pitch, its fine print and the messages its script shows after sending ("Awesome, you're
 * subscribed!", "Déjà vu! We already have this email", Time Out 2026) go with the field, however
 * long they run. Not the page itself (a newsletter's site names its posts so).
 */
const SIGNUP_NAME = /(^|[\s_-])(newsletters?|subscribe|subscription|signup|sign-up|optin|opt-in)([\s_-]|$)/i;

export function signupBox(el: Element, pageText: number): boolean {
  if (!SIGNUP_NAME.test(attrs(el)) || textLength(el) >= pageText * 0.5) return false;
  return existsOne((e) => e.name === 'input' && (e.attribs.type?.toLowerCase() === 'email' || /^e-?mail$/i.test(e.attribs.name ?? '')), el.children);
}

/**
 * A short line of text alone in its element, its words perhaps in bold or a span ("Join Date:
 * <b>Aug 2008</b>"); undefined for anything else. Read only then: this runs on every element.
 */
function lineAlone(el: Element): string | undefined {
  if (el.children.length > 9) return undefined;
  const inlineText = (c: AnyNode) => c.type === 'tag' && /^(b|strong|span|em|i)$/.test((c as Element).name) && (c as Element).children.every((g) => g.type === 'text');
  if (!el.children.every((c) => c.type === 'text' || c.type === 'comment' || inlineText(c))) return undefined;
  return shortText(el, 60);
}

/**
 * A block whose whole text is a JSON object — a widget's settings or a grid's state that a
 * script reads, kept from view by its styles (Amazon's "aok-hidden" grid state, an
 * accessibility widget's config at opacity 0, 2025) — is data, not the page's text. JSON shown
 * as an example is inside <pre> or <code>, and stays.
 */
export function scriptState(el: Element): boolean {
  const first = el.children[0];
  if (el.children.length !== 1 || first?.type !== 'text') return false;
  const text = first.data.trim();
  if (text.length < 40 || !/^(\{\s*"|\[\s*\{)/.test(text) || !/[}\]]$/.test(text)) return false;
  if (VERBATIM.has(el.name) || hasAncestor(el, (a) => VERBATIM.has(a.name))) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Links labelled by another element (aria-labelledby) that say what that element says: a card's
 * overlay link, making the whole card clickable, written with the card's title as its text and
 * labelled by the title's own link (dev.to, 2026: `crayons-story__hidden-navigation-link` before
 * each story's <h2>). The reader sees the title once, where the label stands.
 */
export function labelCopies(root: Element): Set<Element> {
  const copies = new Set<Element>();
  const links = findAll((e) => e.name === 'a' && !!e.attribs['aria-labelledby'], [root]);
  if (links.length === 0) return copies;
  const byId = new Map<string, Element>();
  for (const e of findAll((e) => !!e.attribs.id, [root])) if (!byId.has(e.attribs.id!)) byId.set(e.attribs.id!, e);
  for (const link of links) {
    const labels = link.attribs['aria-labelledby']!.split(/\s+/).map((id) => byId.get(id));
    if (labels.some((l) => !l || l === link || isInsideNode(l, link) || isInsideNode(link, l))) continue;
    const own = plainLine(link);
    if (own && own === labels.map((l) => plainLine(l!)).join(' ')) copies.add(link);
  }
  return copies;
}
