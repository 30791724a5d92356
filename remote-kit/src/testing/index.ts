// Test helpers only: kept out of the main entry so production bundles never pull Testing Library.
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions, RenderWithProvidersResult } from './render-with-providers';
export { installTestRuntimeConfig, keepNbsp, TEST_API } from './runtime-config';
export { setScreenWidth } from './screen-width';
