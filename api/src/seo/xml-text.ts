/**
 * Text and attribute values for hand-written XML. Every value that reaches a sitemap comes from
 * data (slugs, the configured storefront URL), so all five predefined entities are escaped, and
 * characters XML 1.0 forbids outright are dropped: one stray control character would make a
 * crawler reject the whole file.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Everything outside XML 1.0's Char production (tab, LF, CR and U+0020 upwards, minus U+FFFE/FFFF).
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlEscape(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
