import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

export interface ServerStyles {
  /** The render's emotion cache (for its CacheProvider). */
  readonly cache: EmotionCache;
  /** The `<style>` tags for the page's head, once the markup is rendered. */
  tagsFor(markup: string): string;
}

/**
 * One request's CSS. Emotion's critical CSS keeps only the classes the markup names, but a MUI
 * component styled on top of another (Link on Typography, IconButton and Button on ButtonBase)
 * also inserts the inner layer's rule under a class no element carries. Left out, the browser
 * compiles and inserts every such rule again while it hydrates (170 rules on a category page, in
 * the commits of the hydration: long tasks on a phone). Sent too, they are in the cache the browser
 * builds from these tags (`data-emotion` lists their ids) and are never compiled there. They match
 * no element, so the page looks the same; they cost a few KB of HTML before compression.
 */
export function createServerStyles(): ServerStyles {
  const cache = createCache({ key: 'css' });
  // Before the render: it switches the cache to keeping each rule's text for extraction.
  const emotion = createEmotionServer(cache);
  return {
    cache,
    tagsFor(markup) {
      const critical = emotion.extractCriticalToChunks(markup);
      const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
      const unnamed = Object.keys(cache.inserted).filter(
        (id) =>
          !sent.has(id) &&
          typeof cache.inserted[id] === 'string' &&
          // Registered: a component's rule (global styles are extracted whatever the markup says).
          cache.registered[`${cache.key}-${id}`] !== undefined,
      );
      if (unnamed.length > 0) {
        critical.styles.push({
          key: cache.key,
          ids: unnamed,
          css: unnamed.map((id) => String(cache.inserted[id])).join(''),
        });
      }
      return emotion.constructStyleTagsFromChunks(critical);
    },
  };
}
