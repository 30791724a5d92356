import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { Fab } from '@store/app-kit/shared-mui-components';
import CloseIcon from '@mui/icons-material/Close';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ChatSettings } from '@store/app-kit';
import { CHAT_BUTTON_PX, CHAT_EDGE_PX, CHAT_OPEN_DELAY_MS } from './chat-constants';
import { formatChatTime, resolveChatSettings } from './chat-settings';
import { buildMessagingSendLink } from './messaging-link';
import { onDemand, useOnDemand } from '../../app/on-demand';
import type { ChatOverlayProps } from './ChatOverlay';
import { useChatNotification } from './use-chat-notification';

// The window's code (avatar, input, send button) is not on the first view: it loads when the
// shopper points at or focuses the button, or when the chat is about to open.
const chatOverlay = onDemand<ChatOverlayProps>(() =>
  import(/* webpackChunkName: "chat-overlay" */ './ChatOverlay').then((module) => module.ChatOverlay),
);

/** Fetches the chat window's code ahead of its first opening. */
export function loadChatOverlay(): Promise<unknown> {
  return chatOverlay.load();
}

export interface ChatBubbleProps {
  /** Settings that win over the run-time config's `chat` (each one independently). */
  settings?: Partial<ChatSettings>;
  /** Called after a non-empty message was handed to the messaging service. */
  onSubmit?: (event: SubmitEvent<HTMLFormElement>, text: string) => void;
}

/**
 * The floating chat: a round button in the bottom-right corner, always there, and an overlay
 * that opens by itself once, CHAT_OPEN_DELAY_MS after mounting, unless the shopper has already
 * used the button. Sending opens a conversation with the store on the messaging service.
 */
export function ChatBubble({ settings, onSubmit }: ChatBubbleProps) {
  const { phone, accountName, messageBody, placeholder, messageTime, audioSrc, typing } =
    resolveChatSettings(settings);
  // "When the message arrived": fixed at mount so the time does not tick while the page is open.
  const [arrivedAt] = useState(() => formatChatTime(new Date()));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const overlayId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  // Refs, not state: the delayed auto-open reads them from a timer and must see the latest value.
  const touchedRef = useRef(false);
  const focusInputOnOpen = useRef(false);
  const { start: startNotification, stop: stopNotification } = useChatNotification(audioRef);
  const [ChatOverlay, wantOverlay] = useOnDemand(chatOverlay);
  const shown = open && ChatOverlay !== undefined;

  useEffect(() => {
    if (open) wantOverlay();
  }, [open, wantOverlay]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The shopper already opened (or opened and closed) the chat: do not pop it up again.
      if (touchedRef.current) return;
      setOpen(true);
      startNotification();
    }, CHAT_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [startNotification]);

  useEffect(() => {
    // Only a shopper-initiated open moves focus; the automatic one must not steal it from
    // whatever the shopper is doing on the page.
    if (shown && focusInputOnOpen.current) {
      focusInputOnOpen.current = false;
      inputRef.current?.focus();
    }
  }, [shown]);

  const markTouched = useCallback(() => {
    touchedRef.current = true;
    stopNotification();
  }, [stopNotification]);

  const close = () => {
    markTouched();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const toggle = () => {
    markTouched();
    if (open) {
      setOpen(false);
    } else {
      focusInputOnOpen.current = true;
      setOpen(true);
    }
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) close();
  };

  const handleTextChange = (value: string) => {
    markTouched();
    setText(value);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '') return;
    window.open(buildMessagingSendLink(phone, message), '_blank', 'noopener,noreferrer');
    onSubmit?.(event, message);
    setText('');
  };

  return (
    <>
      {audioSrc ? (
        // A notification chime only: no speech, so it needs no captions.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={audioRef} src={audioSrc} hidden preload="auto" data-testid="chat-audio" />
      ) : null}
      {shown && (
        <ChatOverlay
          id={overlayId}
          accountName={accountName}
          messageBody={messageBody}
          // An empty configured time means "not set", like a missing one.
          messageTime={messageTime || arrivedAt}
          placeholder={placeholder}
          typing={typing === true}
          text={text}
          inputRef={inputRef}
          onTextChange={handleTextChange}
          onSubmit={handleSubmit}
          onClose={close}
        />
      )}
      <Fab
        ref={buttonRef}
        color="success"
        aria-label={open ? 'Cerrar chat' : 'Abrir chat'}
        aria-expanded={open}
        aria-controls={shown ? overlayId : undefined}
        onClick={toggle}
        onPointerEnter={wantOverlay}
        onFocus={wantOverlay}
        onKeyDown={handleButtonKeyDown}
        sx={(theme) => ({
          position: 'fixed',
          right: CHAT_EDGE_PX,
          bottom: CHAT_EDGE_PX,
          width: CHAT_BUTTON_PX,
          height: CHAT_BUTTON_PX,
          zIndex: theme.zIndex.speedDial,
          '&.Mui-focusVisible': { outline: '3px solid #0b3d91', outlineOffset: 2 },
        })}
      >
        {open ? <CloseIcon /> : <WhatsAppIcon />}
      </Fab>
    </>
  );
}
