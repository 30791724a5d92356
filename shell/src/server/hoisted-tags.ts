import { STORE_NAME } from '@store/remote-kit';

/**
 * React 19 renders `<title>`, `<meta>` and `<link>` from anywhere in the tree (PageHead's
 * description, canonical URL, Open Graph) as hoistable tags: rendering into `#root` rather than a
 * whole document, it writes them first, ahead of the markup. They belong in `<head>`, where
 * crawlers and link previews read them and where React in the browser expects them.
 */
const LEADING_HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
const OG_TITLE = /<meta property="og:title" content="([^"]*)"/;

export function moveHoistedTags(html: string): { hoisted: string; markup: string } {
  let rest = html;
  let hoisted = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, markup: rest };
}

/**
 * The document title a crawler reads. The browser's title is set by each page's
 * useDocumentTitle in an effect, which a server render does not run; the page's Open Graph title
 * (PageHead, the same words for products and categories) stands in, with the store's name as the
 * browser writes it. Empty when the page declared none (the built page's title stays).
 */
export function titleFromHoisted(hoisted: string): string {
  const ogTitle = OG_TITLE.exec(hoisted)?.[1];
  // Already escaped by React for an attribute, which is valid text for <title> as well.
  return ogTitle ? `<title>${ogTitle} | ${STORE_NAME}</title>` : '';
}
