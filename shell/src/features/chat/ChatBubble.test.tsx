import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { getRuntimeConfig, setRuntimeConfig, type ChatSettings } from '@store/app-kit';
import { renderShell } from '../../test/render-shell';
import { ChatBubble, loadChatOverlay } from './ChatBubble';
import { CHAT_OPEN_DELAY_MS } from './chat-constants';
import { formatChatTime } from './chat-settings';

const CONFIG_CHAT: ChatSettings = {
  phone: '+504 2280-1010',
  accountName: 'Tienda Tecnología HN',
  messageBody: '¡Hola! ¿En qué podemos ayudarte hoy?',
  placeholder: 'Escribe un mensaje...',
  messageTime: '09:30 a. m.',
};

function installChatConfig(chat: ChatSettings = CONFIG_CHAT) {
  installTestRuntimeConfig('shell');
  setRuntimeConfig({ ...getRuntimeConfig(), chat });
}

function setup(ui = <ChatBubble />) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const result = renderShell(ui);
  return { user, ...result };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function openedByItself() {
  advance(CHAT_OPEN_DELAY_MS);
  return screen.getByRole('dialog', { name: 'Chat con Tienda Tecnología HN' });
}

let openSpy: jest.SpyInstance;
let playSpy: jest.SpyInstance;

// The window's code loads on demand; loaded once here, the timing tests stay synchronous.
beforeAll(async () => {
  await loadChatOverlay();
});

beforeEach(() => {
  jest.useFakeTimers();
  installChatConfig();
  openSpy = jest.spyOn(window, 'open').mockReturnValue(null);
  playSpy = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ChatBubble opening', () => {
  it('shows the bubble button at once and opens the overlay by itself at 1500 ms, not before', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Abrir chat' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    advance(CHAT_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Chat con Tienda Tecnología HN' });
    expect(button).toHaveAccessibleName('Cerrar chat');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
  });

  it('does not steal focus when it opens by itself, and is not modal', () => {
    setup(
      <>
        <input aria-label="Buscar productos" />
        <ChatBubble />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Buscar productos' });
    act(() => search.focus());
    const dialog = openedByItself();
    expect(search).toHaveFocus();
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
  });

  it('opens only once: closed by the shopper, it stays closed', async () => {
    const { user } = setup();
    const dialog = openedByItself();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar chat' }));
    advance(CHAT_OPEN_DELAY_MS * 10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not pop up by itself after the shopper opened and closed it before the delay', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Abrir chat' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(CHAT_OPEN_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(playSpy).not.toHaveBeenCalled();
  });
});

describe('ChatBubble content', () => {
  it('shows account name, message body, time and the delivered tick, and a labelled input and send button', () => {
    setup();
    const dialog = openedByItself();
    expect(within(dialog).getByText('Tienda Tecnología HN')).toBeInTheDocument();
    expect(within(dialog).getByText('¡Hola! ¿En qué podemos ayudarte hoy?')).toBeInTheDocument();
    expect(within(dialog).getByText('09:30 a. m.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Entregado' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute(
      'placeholder',
      'Escribe un mensaje...',
    );
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).queryByRole('status', { name: 'Escribiendo…' })).not.toBeInTheDocument();
  });

  it('shows the current es-HN time when the config gives no message time', () => {
    jest.setSystemTime(new Date(2025, 4, 6, 14, 7));
    installChatConfig({ ...CONFIG_CHAT, messageTime: undefined });
    setup();
    const dialog = openedByItself();
    expect(formatChatTime(new Date(2025, 4, 6, 14, 7))).toMatch(/^02:07/);
    expect(within(dialog).getByText(formatChatTime(new Date(2025, 4, 6, 14, 7)))).toBeInTheDocument();
  });

  it('shows three animated dots instead of body, time and tick while typing', () => {
    installChatConfig({ ...CONFIG_CHAT, typing: true });
    setup();
    const dialog = openedByItself();
    const dots = within(dialog).getByRole('status', { name: 'Escribiendo…' });
    expect(within(dots).getAllByTestId('chat-typing-dot')).toHaveLength(3);
    expect(within(dialog).queryByText('¡Hola! ¿En qué podemos ayudarte hoy?')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('09:30 a. m.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Entregado' })).not.toBeInTheDocument();
    // The shopper can still write while the store "types".
    expect(within(dialog).getByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument();
  });

  it('lets props override the run-time config, setting by setting', async () => {
    const { user } = setup(
      <ChatBubble settings={{ accountName: 'Soporte TecnoHN', phone: '504-9999-0000', typing: false }} />,
    );
    advance(CHAT_OPEN_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Chat con Soporte TecnoHN' });
    // Not overridden: still from the config.
    expect(within(dialog).getByText('¡Hola! ¿En qué podemos ayudarte hoy?')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute(
      'placeholder',
      'Escribe un mensaje...',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensaje' }), 'Hola{Enter}');
    expect(openSpy).toHaveBeenCalledWith(
      'https://api.whatsapp.com/send?phone=50499990000&text=Hola',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('ChatBubble audio', () => {
  it('renders no audio element without an audio source', () => {
    setup();
    openedByItself();
    expect(screen.queryByTestId('chat-audio')).not.toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(playSpy).not.toHaveBeenCalled();
  });

  it('renders a hidden, preloaded audio element and plays it once when the overlay opens by itself', () => {
    installChatConfig({ ...CONFIG_CHAT, audioSrc: '/sounds/aviso.mp3' });
    setup();
    const audio = screen.getByTestId('chat-audio');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/sounds/aviso.mp3');
    expect(audio).toHaveAttribute('hidden');
    expect(audio).toHaveAttribute('preload', 'auto');
    advance(CHAT_OPEN_DELAY_MS - 1);
    expect(playSpy).not.toHaveBeenCalled();
    advance(1);
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(playSpy.mock.contexts[0]).toBe(audio);
    // Loops 1: no second play, however long the page stays open.
    advance(10 * 60 * 1000);
    expect(playSpy).toHaveBeenCalledTimes(1);
  });

  it('swallows a play() refused by the autoplay policy', async () => {
    playSpy.mockRejectedValue(new DOMException('autoplay', 'NotAllowedError'));
    installChatConfig({ ...CONFIG_CHAT, audioSrc: '/sounds/aviso.mp3' });
    setup();
    const dialog = openedByItself();
    await act(async () => {
      await Promise.resolve();
    });
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('does not play when the shopper opens the chat with the button', async () => {
    installChatConfig({ ...CONFIG_CHAT, audioSrc: '/sounds/aviso.mp3' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
    advance(CHAT_OPEN_DELAY_MS * 2);
    expect(playSpy).not.toHaveBeenCalled();
  });
});

describe('ChatBubble submit', () => {
  it('does nothing for an empty or blank message, but still prevents the default action', async () => {
    const onSubmit = jest.fn();
    const { user } = setup(<ChatBubble onSubmit={onSubmit} />);
    const dialog = openedByItself();
    // Listened for on the document, i.e. after React's own (root) listener has run.
    const submits: boolean[] = [];
    const listener = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', listener);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    document.removeEventListener('submit', listener);
    expect(submits).toEqual([true]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensaje' }), '   {Enter}');
    expect(openSpy).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the send link with phone and text, calls the callback with event and text, then clears the input', async () => {
    const onSubmit = jest.fn();
    const { user } = setup(<ChatBubble onSubmit={onSubmit} />);
    const dialog = openedByItself();
    const input = within(dialog).getByRole('textbox', { name: 'Mensaje' });
    await user.type(input, '¿Tienen laptops Dell?');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith(
      'https://api.whatsapp.com/send?phone=50422801010&text=%C2%BFTienen%20laptops%20Dell%3F',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [event, text] = onSubmit.mock.calls[0] as [{ type: string; defaultPrevented: boolean }, string];
    expect(event.type).toBe('submit');
    expect(event.defaultPrevented).toBe(true);
    expect(text).toBe('¿Tienen laptops Dell?');
    expect(openSpy.mock.invocationCallOrder[0]).toBeLessThan(onSubmit.mock.invocationCallOrder[0] ?? 0);
    expect(input).toHaveValue('');
  });
});

describe('ChatBubble keyboard', () => {
  it('closes on Escape and gives focus back to the bubble button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Abrir chat' });
    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Abrir chat');
  });

  it('the close button in the header closes and gives focus back to the bubble button', async () => {
    const { user } = setup();
    const dialog = openedByItself();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir chat' })).toHaveFocus();
  });

  it('does not trap focus: Tab leaves the overlay for the rest of the page', async () => {
    const { user } = setup(
      <>
        <ChatBubble />
        <a href="/cart">Carrito</a>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
    await user.tab(); // send button
    await user.tab(); // bubble button
    await user.tab(); // the page
    expect(screen.getByRole('link', { name: 'Carrito' })).toHaveFocus();
  });
});
