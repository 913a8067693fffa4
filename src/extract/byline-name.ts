/**
 * What reads as a person's name in a byline or a declaration (asName: "By Sara Brown | March 3,
 * 2025" → "Sara Brown"; a date line, a poster's card read whole, a menu's label name no one) and
 * a name field left at its default (isPlaceholderName) — for the page's author (byline.ts,
 * metadata.ts, microdata.ts).
 */

const MONTH_OR_DAY = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?|mon(day)?|tue(sday)?|wed(nesday)?|thu(rsday)?|fri(day)?|sat(urday)?|sun(day)?)\.?$/i;

/** A discussion's line over its posts naming who started it (SMF's "Started by Biology Forums, June 04, 2024, …"). */
export const THREAD_STARTER = /^[Ss]tarted by:?\s+(?=\p{Lu})/u;

/** A byline's name: its lead-in ("By", "Written by", "Author:") and what follows the name (a date, a reading time) cut off. */
export function asName(line: string): string | undefined {
  // A date line in a byline's place ("Updated March 3, 2025") names no one.
  if (/^(last )?(updated|published|modified|posted( on)?)\b(?! by)/i.test(line)) return undefined;
  const name = line
    // A lead-in run into the name, the two written in separate elements ("Posted by" for screen readers, then the name).
    .replace(/^([Ww]ritten|[Pp]osted|[Pp]ublished|[Aa]uthored|[Ww]ords|[Aa]rticle) by(?=\p{Lu})/u, '$1 by ')
    .replace(/^((view|see|read) (all|more) (posts|articles|stories) by|(more )?(posts|articles|stories) by|(written|posted|published|reviewed|authored|article|story|words|photos?) by|by|(the )?authors?( by)?)\b[:\s]*/i, '')
    .split(/\s*[|•·●▪—–]\s*|\s+-\s+|\s+on\s+(?=\p{L}{3,9}\b)|\s+(?=\d)|,\s*(?=\d)|\s+(?=(messages|posts|threads|joined|reaction score|reputation|points|member since|discussion starter)\b)|\s+(?=(last )?(updated|published|modified)\b)/iu)[0]!
    .replace(/[\s,;:]+(and)?$/i, '')
    // A handle or a role in brackets after the name ("Laubrani (Laubrani)", Discourse's crawler view).
    .replace(/\s+\([^()]*\)$/, '')
    .trim()
    // A date's month or weekday left after the name ("Sara Brown March").
    .replace(/(\s+\p{L}+\.?)$/u, (word) => (MONTH_OR_DAY.test(word.trim()) ? '' : word))
    // …or written straight after it, the two blocks' text run together ("Dan DaviesDec").
    .replace(/(?<=\p{Ll})\p{Lu}\p{Ll}{2,8}\.?$/u, (word) => (MONTH_OR_DAY.test(word) ? '' : word))
    // …and the comma or the dash that stood before the date ("by: Ziyi Xu, Dec 17, 2025", "By
    // Summer Swann - June 12, 2025" written in three blocks, the date in a fourth).
    .replace(/[\s,;:|•·—–-]+$/, '');
  // Digits belong to a user name ("paulb203"); a number standing alone is a count or a date's.
  if (name.length < 2 || name.length > 60 || !/\p{L}/u.test(name) || /(^|\s)\d|@|\{|\}|\*|https?:/.test(name)) return undefined;
  if (name.split(/\s+/).length > 6 || MONTH_OR_DAY.test(name)) return undefined;
  // A poster's card read whole ("J Offline julian NodeBB wrote"), a shop's brand line ("From Apple").
  if (/\b(wrote|offline|online|replied|says)\b|^from\b/i.test(name)) return undefined;
  // A lead-in waiting for its name, written as a heading of its own ("Insights from", Webflow 2025).
  if (/\s(from|of|with)$/i.test(name)) return undefined;
  // A link's label to a writer's page ("Read Wendi Weiner's articles in HuffPost"), not the name.
  if (/\b(articles|posts|stories|profile)\b/i.test(name)) return undefined;
  if (/^(the author|author|authors|by|editor|staff|writer|contributor|get in touch|contact( us)?|name|anonymous|guest|unknown|about( the)? authors?|((view|see|read) )?(more|all)|share|follow|sign in|log in|account|my account)$/i.test(name) || isPlaceholderName(name)) return undefined;
  // A greeting in the account menu ("Hi My Account", "Hello, sign in"), not a byline.
  if (/^(hi|hello|welcome)\b/i.test(name)) return undefined;
  return name;
}

/**
 * A name field left at its default: the CMS account that posted ("admin", "Webmaster") or a
 * template that printed an empty value ("undefined", "null") or its field's label ("Name",
 * webpronews.com's first author tag, 2026) — in a meta tag as in a byline
 * (2026: WordPress sites writing `<meta name="author" content="admin">`, a page's JSON-LD
 * `"author": "undefined"`). A credit the site chose ("Staff", "Anonymous") is kept when declared.
 */
export function isPlaceholderName(name: string): boolean {
  return /^(admin|administrator|webmaster|undefined|null|none|n\/a|name|author|your name)$/i.test(name.trim());
}
