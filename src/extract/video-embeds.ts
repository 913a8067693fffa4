/**
 * A video embedded from YouTube or Vimeo is part of what the page says (a tutorial's walkthrough,
 * a review's trailer): its frame is never content, but a link to the video is. The frame becomes
 * `<a href="…watch?v=ID">▶ title</a>` — the title the page gave the frame, unless it is the
 * player's stock one ("YouTube video player"), then the host's name.
 */
import type { Element } from 'domhandler';
import { Text } from 'domhandler';

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/([\w-]{6,})/i;
const VIMEO = /^(?:https?:)?\/\/player\.vimeo\.com\/video\/(\d+)/i;
/** The attribute that marks a link made from a frame: a lone short link, yet no call to action (prune.ts). */
export const VIDEO_LINK = 'data-gleaner-video';
const STOCK_TITLE = /^(youtube|vimeo)?\s*(video)?\s*(player)?$/i;

/** The video an iframe embeds, as a page link (its src, or the data-src of a lazy loader). */
function videoUrl(iframe: Element): { url: string; host: string } | undefined {
  for (const src of [iframe.attribs.src, iframe.attribs['data-src'], iframe.attribs['data-lazy-src']]) {
    if (!src) continue;
    const youtube = YOUTUBE.exec(src.trim());
    if (youtube) return { url: `https://www.youtube.com/watch?v=${youtube[1]}`, host: 'YouTube' };
    const vimeo = VIMEO.exec(src.trim());
    if (vimeo) return { url: `https://vimeo.com/${vimeo[1]}`, host: 'Vimeo' };
  }
  return undefined;
}

/** Makes a YouTube or Vimeo frame a link to its video; false (and nothing changed) for any other element. */
export function linkVideoEmbed(el: Element): boolean {
  if (el.name !== 'iframe') return false;
  const video = videoUrl(el);
  if (!video) return false;
  const title = (el.attribs.title ?? '').replace(/\s+/g, ' ').trim();
  const text = new Text(`▶ ${title && !STOCK_TITLE.test(title) ? title : `${video.host} video`}`);
  el.name = 'a';
  el.attribs = { href: video.url, [VIDEO_LINK]: '' };
  text.parent = el;
  el.children = [text];
  return true;
}
