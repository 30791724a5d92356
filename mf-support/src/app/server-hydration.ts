import { createServerHydration } from '@store/remote-kit';

/** Support's hydration from a server-rendered page (support-api.ts, store.ts). */
export const supportHydration = createServerHydration('support');
