/**
 * Lines the site's frame writes into the content, known by their words: calls to action, loaders,
 * counters and labels (STOCK_LABEL), copyright and photo credit lines, "Related: …" promotions, a
 * table of contents. prune.ts decides where they stand alone.
 */
import type { Element } from 'domhandler';
import { linkDensity, plain, type Stats } from './page-stats.ts';

export const STOCK_LABEL = new RegExp(
  [
    // Calls to action.
    /((read|show|see|view) (more|less) (read|show|see|view) (more|less)|read less|show less|see less|learn more|read more|see more|show more|view more|find out more|discover more|explore more|shop now|buy now|order now|book now|view details|view full details|see details|more details|get started|start now|sign up now|click here|continue reading|keep reading|read the story|read article|read full article|read (the |our )?((entire|full) )?review|book a (demo|call|consultation)|request a (demo|quote)|get started (for free|free|today)|contact us( today)?|get in touch|start (your )?free trial|(view|see|show|shop|browse) all( [\w'’-]+){0,3}|more like this|more in this (category|region|section|series)|more from this (brand|author|category|seller))\s*[›»→>.]*/.source,
    // A picture's caption switch (NPR, 2026: "toggle caption" under each photo).
    /(toggle|hide|show) caption/.source,
    // A loader's placeholder.
    /loading\s*(\.\.\.|…)?/.source,
    // A reading time: "5 min read".
    /\d+\s*(min|mins|minutes?) read/.source,
    // A shop's controls and a product card's badges.
    /(sort|sort by|sort: [\w ]+|filters?|filter & sort|view:|compare|quick (look|view|shop)|add to (cart|bag|basket|wishlist)|in stock|out of stock|free shipping|apply now|top rated|best ?seller|new arrivals?|on sale|just in)\s*:?/.source,
    // An ad's or a sharing widget's label.
    /(sponsored|advertisement|promoted|share|share this( (article|post|page|story))?|print|print this page|tweet|copy link|like this|(article|story|content) continues below( advertisement)?|continue reading below|scroll to continue( with content)?)\s*:?/.source,
    // A widget's counter: "3 Likes", "1.2k views", "12 replies"; a poster's badges ("29,553 posts", "518 helpful votes", Tripadvisor's forums).
    /[\d,.]+\s*[km]?\s+(likes?|replies|reply|views?|comments?|(helpful )?votes?|shares?|answers?|reactions?|posts)/.source,
  ]
    .map((p) => `^(${p})$`)
    .join('|'),
  'i',
);


/**
 * A copyright line ("© 2026 Condé Nast. All rights reserved.", "Copyright 1995 - 2025 …") is the
 * site's colophon, or a photo's credit, as is a credit line: a block that opens with one, short,
 * is not content.
 */
export function colophon(el: Element, s: Stats): boolean {
  if (s.text === 0 || s.text > 300 || !/^(p|div|span|small|li|section|figcaption)$/.test(el.name)) return false;
  const text = plain(el);
  return /^\s*(copyright\b|©|\(c\)\s)/i.test(text) || (s.text <= 150 && PHOTO_CREDIT.test(text));
}

/**
 * A picture's credit written in an element named for it (NPR's `<b class="credit" aria-label="Image
 * credit">Kim Kyung-Hoon/Reuters</b>`, 2026): the picture's attribution, not a line of the text.
 */
export function pictureCredit(el: Element, s: Stats): boolean {
  if (s.text === 0 || s.text > 100 || s.linkCount > 0) return false;
  return CREDIT_NAME.test(el.attribs.class ?? '') || /^(image|photo|picture) credit$/i.test(el.attribs['aria-label'] ?? '');
}

const CREDIT_NAME = /(^|[\s_-])(credits?|photocredit)([\s_-]|$)/i;

/**
 * A line promoting another post inside an article — a stock label, then one link: "Related:
 * …", "Also read: …", "You might also like: …" — is the site's, not the article's.
 * ("Read more: …" also heads an article's own further reading, and stays.)
 */
export function promoLine(el: Element, s: Stats): boolean {
  if (s.linkCount !== 1 || s.text > 200 || !/^(p|div|h[2-6])$/.test(el.name)) return false;
  return PROMO_LABEL.test(plain(el)) && s.links >= (s.text - 25) * 0.8;
}

const PROMO_LABEL = /^\s*(related( (article|story|post|reading|content))?|also read|you (may|might) (also )?(like|enjoy))\s*:/i;

/** A picture's credit line: "Photo credit: SewCanShe.com", "Credit: Getty Images / fizkes", "Image: Thinkstock". */
const PHOTO_CREDIT = /^\s*((photo|image|picture|illustration|photograph)\s*(credit|source|courtesy)?s?\s*(:|by\b|via\b)|(credit|credits|courtesy)\s*:)/i;

/** A table of contents' title, left standing when its list of in-page links goes. */
export const TOC_LABEL = /^(table of contents|contents|in this (article|post|guide)|on this page|jump to( a)? section)\s*:?$/i;

/**
 * A table of contents: a list whose links all lead to places on this page (href="#…") and
 * hold its text. It repeats the headings that follow.
 */
export function tableOfContents(el: Element, s: Stats): boolean {
  if ((el.name !== 'ul' && el.name !== 'ol') || s.linkCount < 3 || linkDensity(s) < 0.8) return false;
  let inPage = 0;
  const visit = (e: Element): boolean => {
    for (const c of e.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      if (child.name === 'a') {
        if (!(child.attribs.href ?? '').startsWith('#')) return false;
        inPage++;
      } else if (!visit(child)) return false;
    }
    return true;
  };
  return visit(el) && inPage >= 3;
}
