import { createServerHydration } from '@store/remote-kit';

/** The catalog's hydration from a server-rendered page (catalog-api.ts, store.ts). */
export const catalogHydration = createServerHydration('catalog');
