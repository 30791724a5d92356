import { getRuntimeConfig, hasRuntimeConfig } from '@store/app-kit';
import { STORE_NAME } from './use-document-title';
import { jsonLdText, type JsonLdNode } from './json-ld';

/** The storefront's language and country, as Open Graph writes a locale. */
export const OG_LOCALE = 'es_HN';

export interface PageHeadProps {
  /** The page's own title (no store name): Open Graph's title. The document title stays with useDocumentTitle. */
  title: string;
  /** One or two sentences shown under the link by search engines and link previews. */
  description: string;
  /**
   * The page's one URL to index, as a path on the storefront (`/product/laptop-x`): no filter, sort
   * or page query, except where the query is the page (a search's `?q=`).
   */
  canonicalPath: string;
  /** Absolute URL of the picture a link preview shows. */
  image?: string | undefined;
  /** Open Graph's object type: `product` on a product page, `website` elsewhere. */
  type?: 'website' | 'product';
  /** Ask search engines not to index the page (search results, per-shopper pages). */
  noindex?: boolean | undefined;
  /** With `noindex`: still follow its links (search results lead to indexable products). */
  followLinks?: boolean | undefined;
  /** schema.org data (Product, BreadcrumbList), written as JSON-LD. */
  jsonLd?: JsonLdNode | readonly JsonLdNode[] | undefined;
}

/**
 * The storefront's origin, for absolute canonical and Open Graph URLs: they must name the shop
 * shoppers see, never the API or a remote's own origin. From the run-time configuration, so the
 * server's render and the browser's agree and one build serves any domain; a shell deployed
 * before the setting existed leaves the page's own origin.
 */
export function storefrontOrigin(): string {
  const configured = hasRuntimeConfig() ? getRuntimeConfig().storefrontUrl : undefined;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // a malformed setting: the page's origin below
    }
  }
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Search results say `noindex, follow` outright: not indexed themselves, but their links lead to products that are. */
export function robotsContent(followLinks: boolean | undefined): string {
  return followLinks ? 'noindex, follow' : 'noindex';
}

/** Marks a page not to be indexed (cart, checkout, portal, login). */
export function NoIndex({ followLinks }: { followLinks?: boolean }) {
  return <meta name="robots" content={robotsContent(followLinks)} />;
}

/**
 * What search engines and link previews read from a page: description, canonical URL, Open Graph,
 * robots and JSON-LD. React 19 hoists `<meta>` and `<link>` rendered anywhere into
 * `document.head` (and writes them into the head when rendering on the server), and removes them
 * when the page unmounts, so each page declares its own head where it renders its content.
 * No `<title>`: useDocumentTitle owns it (a second one would leave two in the head).
 * The JSON-LD script stays where it is rendered; crawlers read it anywhere in the document.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  noindex,
  followLinks,
  jsonLd,
}: PageHeadProps) {
  const url = `${storefrontOrigin()}${canonicalPath}`;
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content={robotsContent(followLinks)} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:site_name" content={STORE_NAME} />
      {image && <meta property="og:image" content={image} />}
      {jsonLd && (
        // Set as HTML so React does not escape the JSON's quotes; jsonLdText makes it inert.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      )}
    </>
  );
}
