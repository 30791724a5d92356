import { createEventBus } from '@store/shared-kernel';
import { publishSession } from '../session/publish-session';
import { currentSessionToken } from '../session/session-token';
import { eventBus } from './versioned-bus';
import { channelOf } from './event-versions';
import { createVersionedBus } from './versioned-bus';

/**
 * `portal:auth-changed` is carried in two versions: 2 (current, no token: the token is the
 * kernel's session token source) and 1 (with the token) for consumers built before, under both
 * `portal:auth-changed@1` and the pre-1.0 `auth-changed`.
 */
describe('portal:auth-changed v1 y v2 lado a lado', () => {
  it('a v2 consumer sees who is logged in; a v1 consumer keeps receiving the token', () => {
    publishSession({ customerId: 5, displayName: 'Ana', token: 'tok-5' });
    expect(eventBus.current('portal:auth-changed')).toEqual({ v: 2, customerId: 5, displayName: 'Ana' });
    const v1 = { v: 1, customerId: 5, displayName: 'Ana', token: 'tok-5' };
    expect(eventBus.kernelBus.current(channelOf('portal:auth-changed', 1))).toEqual(v1);
    expect(eventBus.kernelBus.current('auth-changed')).toEqual(v1);
    expect(currentSessionToken()).toBe('tok-5');

    publishSession({ customerId: null, displayName: null, token: null });
    expect(eventBus.kernelBus.current('auth-changed')).toEqual({
      v: 1,
      customerId: null,
      displayName: null,
      token: null,
    });
    expect(currentSessionToken()).toBeNull();
  });

  it('reads a v1 session (an owner built before) as v2', () => {
    const kernelBus = createEventBus();
    const bus = createVersionedBus(kernelBus);
    kernelBus.publish('auth-changed', { v: 1, customerId: 9, displayName: 'Luis', token: 'tok-9' });
    expect(bus.current('portal:auth-changed')).toEqual({ v: 2, customerId: 9, displayName: 'Luis' });
  });
});
