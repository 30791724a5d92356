import { act, renderHook } from '@testing-library/react';
import { publishSession } from '@store/app-kit';
import { SESSION_WAIT_MS, useSessionKnown } from './use-session-known';

// One bus per test file: nothing has published `auth-changed` before the first test, as after a
// reload before the portal's session service started.
describe('useSessionKnown', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the portal to say who is logged in, at most SESSION_WAIT_MS', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useSessionKnown());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(SESSION_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('knows the session as soon as auth-changed is published (customer or guest)', () => {
    const { result } = renderHook(() => useSessionKnown());
    act(() => publishSession({ customerId: 7, displayName: 'Ana', token: 'tok' }));
    expect(result.current).toBe(true);
  });
});
