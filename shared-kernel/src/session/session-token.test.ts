import { createSessionTokenSource } from './session-token';

describe('fuente del token de sesión', () => {
  it('is undefined until its owner sets it, then null for a guest', () => {
    const source = createSessionTokenSource();
    expect(source.get()).toBeUndefined();
    source.set(null);
    expect(source.get()).toBeNull();
    source.set('tok-1');
    expect(source.get()).toBe('tok-1');
  });

  it('tells subscribers about real changes only, and stops after unsubscribe', () => {
    const source = createSessionTokenSource();
    const listener = jest.fn();
    const stop = source.subscribe(listener);
    source.set('tok-1');
    source.set('tok-1');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    source.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
