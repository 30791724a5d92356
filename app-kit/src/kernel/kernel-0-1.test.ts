/**
 * This app's bundled code beside a shell built before kernel 1.0: the page's kernel is 0.1 (a
 * bus and the run-time configuration, nothing else). The session still works through version 1
 * of `portal:auth-changed`, which carried the token.
 */
describe('app-kit sobre el núcleo 0.1', () => {
  it('has no token source, so the token rides on the old event; nothing is provided to a 0.1 kernel', () => {
    jest.isolateModules(() => {
      jest.doMock('@store/shared-kernel', () => {
        const actual = jest.requireActual<typeof import('@store/shared-kernel')>('@store/shared-kernel');
        // Exactly what kernel 0.1 offered of what app-kit uses.
        return {
          eventBus: actual.createEventBus(),
          createEventBus: actual.createEventBus,
          IntentNotHandledError: actual.IntentNotHandledError,
          DEFAULT_INTENT_TIMEOUT_MS: actual.DEFAULT_INTENT_TIMEOUT_MS,
          getRuntimeConfig: actual.getRuntimeConfig,
          hasRuntimeConfig: actual.hasRuntimeConfig,
          setRuntimeConfig: actual.setRuntimeConfig,
          loadRuntimeConfig: actual.loadRuntimeConfig,
          parseRuntimeConfig: actual.parseRuntimeConfig,
          RuntimeConfigError: actual.RuntimeConfigError,
        };
      });
      // A fresh module graph (isolateModules): these modules and what they import see the mocked kernel.
      const { pageKernel } = jest.requireActual<typeof import('./page-kernel')>('./page-kernel');
      const { publishSession } = jest.requireActual<typeof import('../session/publish-session')>(
        '../session/publish-session',
      );
      const { currentSessionToken } =
        jest.requireActual<typeof import('../session/session-token')>('../session/session-token');
      const { provideLegacyKernelSurface } =
        jest.requireActual<typeof import('./legacy-kernel-surface')>('./legacy-kernel-surface');
      expect(pageKernel.version).toBe('0.1.0');
      expect(pageKernel.sessionToken).toBeUndefined();
      expect(() => provideLegacyKernelSurface()).not.toThrow();

      publishSession({ customerId: 3, displayName: 'Eva', token: 'tok-3' });
      expect(currentSessionToken()).toBe('tok-3');
      expect(pageKernel.bus.current('auth-changed')).toEqual({
        v: 1,
        customerId: 3,
        displayName: 'Eva',
        token: 'tok-3',
      });
    });
  });
});
