import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { CHAT_NOTIFICATION_DELAY_S, CHAT_NOTIFICATION_LOOPS } from './chat-constants';

/**
 * When each play of the notification sound happens, in ms after the overlay opened by itself:
 * `loops` plays in all, `delaySeconds` apart, the first one at once. With the spec's values
 * (20 s, 1 loop) that is a single play at opening.
 */
export function notificationOffsetsMs(
  loops = CHAT_NOTIFICATION_LOOPS,
  delaySeconds = CHAT_NOTIFICATION_DELAY_S,
): number[] {
  const count = Math.max(0, Math.floor(loops));
  return Array.from({ length: count }, (_, index) => index * delaySeconds * 1000);
}

/**
 * Browsers refuse autoplay until the shopper has interacted with the page, and then reject
 * play(); older engines (and jsdom) do not even return a promise. A missed chime is not worth
 * an error, so both are swallowed.
 */
function playQuietly(audio: HTMLAudioElement | null): void {
  if (!audio) return;
  try {
    audio.play().catch(() => undefined);
  } catch {
    // No promise-returning play(): nothing to do.
  }
}

/**
 * Plays the hidden notification audio on the schedule above. `stop` cancels the plays still
 * pending (the shopper has noticed the chat) and unmounting cancels them too.
 */
export function useChatNotification(
  audioRef: RefObject<HTMLAudioElement | null>,
  { loops = CHAT_NOTIFICATION_LOOPS, delaySeconds = CHAT_NOTIFICATION_DELAY_S } = {},
) {
  const timers = useRef<number[]>([]);

  const stop = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  const start = useCallback(() => {
    stop();
    for (const offset of notificationOffsetsMs(loops, delaySeconds)) {
      if (offset === 0) {
        playQuietly(audioRef.current);
      } else {
        timers.current.push(window.setTimeout(() => playQuietly(audioRef.current), offset));
      }
    }
  }, [audioRef, loops, delaySeconds, stop]);

  useEffect(() => stop, [stop]);

  return { start, stop };
}
