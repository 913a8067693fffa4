/**
 * In HTML (outside SVG/MathML) `<![CDATA[` opens a bogus comment that a browser ends at the next
 * `>`; htmlparser2 reads on to `]]>`, which some pages never write — and their whole body would
 * vanish into one comment (seen on XenForo forums, 2025). The opener is dropped, so what follows
 * is read as markup; inside scripts and SVG, both dropped later, it changes nothing.
 */
const CDATA_OPENER = /<!\[CDATA\[/g;

export function withoutCdataOpeners(html: string): string {
  return html.includes('<![CDATA[') ? html.replace(CDATA_OPENER, '') : html;
}
