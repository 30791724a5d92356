import type { RuntimeConfig } from '@store/shared-kernel';

/** A complete run-time configuration for tests (every app's tests start from this one). */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    app: 'test',
    apiBaseUrl: 'http://api.test',
    remotes: { catalog: 'x', cartCheckout: 'x', portal: 'x', support: 'x' },
    maintenance: false,
    chat: { phone: '', accountName: '', messageBody: '', placeholder: '' },
    analytics: { enabled: false },
    ...overrides,
  };
}
