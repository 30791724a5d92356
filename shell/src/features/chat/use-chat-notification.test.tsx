import { act, renderHook } from '@testing-library/react';
import { notificationOffsetsMs, useChatNotification } from './use-chat-notification';

describe('notificationOffsetsMs', () => {
  it('plays once, at once, with the spec values (delay 20 s, loops 1)', () => {
    expect(notificationOffsetsMs()).toEqual([0]);
  });

  it('spaces further plays by the delay in seconds, loops plays in all', () => {
    expect(notificationOffsetsMs(3, 20)).toEqual([0, 20_000, 40_000]);
    expect(notificationOffsetsMs(0, 20)).toEqual([]);
  });
});

describe('useChatNotification', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setupAudio() {
    const audio = document.createElement('audio');
    const play = jest.spyOn(audio, 'play').mockResolvedValue(undefined);
    return { ref: { current: audio }, play };
  }

  it('repeats on the schedule and stops the pending plays on stop()', () => {
    const { ref, play } = setupAudio();
    const { result } = renderHook(() => useChatNotification(ref, { loops: 3, delaySeconds: 20 }));
    act(() => result.current.start());
    expect(play).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(19_999));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(2);
    act(() => result.current.stop());
    act(() => jest.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('cancels pending plays when unmounted', () => {
    const { ref, play } = setupAudio();
    const { result, unmount } = renderHook(() => useChatNotification(ref, { loops: 2, delaySeconds: 5 }));
    act(() => result.current.start());
    unmount();
    act(() => jest.advanceTimersByTime(10_000));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not throw when play() returns no promise (old engines)', () => {
    const audio = document.createElement('audio');
    jest.spyOn(audio, 'play').mockReturnValue(undefined as unknown as Promise<void>);
    const { result } = renderHook(() => useChatNotification({ current: audio }));
    expect(() => act(() => result.current.start())).not.toThrow();
  });
});
