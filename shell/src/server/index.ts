// The shell's server bundle (dist/server/server.js), loaded by tooling's serve-app. The async
// boundary lets the federation runtime set up the share scope (React, emotion, the kernel) that
// the remotes' server bundles join, before any of it is evaluated.
export const loadPageRenderer = () => import('./page-renderer');
