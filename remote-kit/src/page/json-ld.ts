/** A JSON value, as JSON-LD data is written (no functions, dates as strings). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One schema.org node: `{ '@context': 'https://schema.org', '@type': 'Product', ... }`. */
export interface JsonLdNode {
  '@context'?: string;
  '@type': string;
  [property: string]: JsonValue | undefined;
}

/**
 * The text of a `<script type="application/ld+json">`. Data comes from the catalog (product names,
 * descriptions), and a `</script>` inside it would end the script early and let the rest run as
 * markup; `<` written as `\u003c` is the same JSON to a parser and can never close the element.
 */
export function jsonLdText(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
