import { createServerHydration } from '@store/remote-kit';

/** The shell's hydration from a server-rendered page: the header's menus (shell-api.ts, store.ts). */
export const shellHydration = createServerHydration('shell');
