import { getDefaultNormalizer } from '@testing-library/react';
import { setRuntimeConfig } from '@store/app-kit';
import { testRuntimeConfig } from '@store/app-kit/testing';

/** Every API call in a test goes here (answered by mockFetch handlers). */
export const TEST_API = 'http://api.test';

/** Installs a runtime configuration pointing at TEST_API, as /config.json would. */
export function installTestRuntimeConfig(app = 'test'): void {
  setRuntimeConfig(testRuntimeConfig({ app, apiBaseUrl: TEST_API }));
}

/**
 * Text-matcher options that keep the NO-BREAK SPACE es-HN puts after `L` (the default
 * normaliser would turn it into a plain space): `getByText('L\u00a0250.00', keepNbsp)`.
 */
export const keepNbsp = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
