/**
 * One embedded checkout: the session request, the iframe, the messages both ways and the
 * page's callbacks and DOM events. `TiendaCheckout.mount()` and `<tienda-checkout>` both run it.
 */
import type { EmbedCheckoutOptions } from '@store/contracts';
import { clear, createFrame, shadowRootFor, showLoading, showProblem, showReady } from './checkout-view';
import { hostMessage, isFrameMessage } from './frame-messages';
import { mergeCheckoutOptions, readMountOptions } from './loader-options';
import type {
  MountSettings,
  TiendaCheckoutCallbacks,
  TiendaCheckoutEvent,
  TiendaCheckoutEventDetails,
  TiendaCheckoutOptions,
} from './loader-options';
import { requestSession } from './session';

/**
 * What `TiendaCheckout.mount()` returns. Its methods do not depend on `this`, so they may be
 * passed around on their own.
 */
export interface TiendaCheckoutInstance {
  /**
   * Changes `lines`, `cartToken`, `locale` or `appearance` of the running checkout, merged with
   * the current options: new `lines` replace the lines and drop a `cartToken` (and the other way
   * round), `appearance` tokens are merged one by one. Throws a Spanish TypeError when the
   * result is not valid (the checkout keeps its previous options).
   */
  update: (change: EmbedCheckoutOptions) => void;
  /**
   * Takes the checkout out of the page: the iframe goes (what the shopper typed in it too), the
   * element shows its own children again and no callback or event fires any more. The instance
   * keeps its options and callbacks: `mount()` shows it again.
   */
  unmount: () => void;
  /**
   * Shows an unmounted checkout again, in `element` or in the element it was last in, from the
   * start (a new session and a new frame). Throws a TypeError when it is already mounted.
   */
  mount: (element?: HTMLElement) => void;
  /**
   * Unmounts and forgets the options and callbacks; `update()` and `mount()` throw afterwards.
   * Calling it again does nothing.
   */
  destroy: () => void;
}

/** The instance plus what `<tienda-checkout>` needs: its attributes are the whole options. */
export interface EmbeddedCheckout extends TiendaCheckoutInstance {
  /** Replaces the options (already checked); posts them to the frame only when they changed. */
  setOptions: (options: EmbedCheckoutOptions) => void;
}

const CALLBACK_OF = {
  ready: 'onReady',
  change: 'onChange',
  complete: 'onComplete',
  error: 'onError',
  cancel: 'onCancel',
} as const satisfies Record<TiendaCheckoutEvent, keyof TiendaCheckoutCallbacks>;

/** `tienda:{type}` on `target`: bubbling and composed, so it leaves any shadow tree it is in. */
export function dispatchCheckoutEvent<E extends TiendaCheckoutEvent>(
  target: EventTarget,
  type: E,
  detail: TiendaCheckoutEventDetails[E],
): void {
  target.dispatchEvent(new CustomEvent(`tienda:${type}`, { detail, bubbles: true, composed: true }));
}

/** Elements that hold a checkout now: two in one element would fight over its shadow root. */
const occupied = new WeakSet<HTMLElement>();

const destroyedError = () =>
  new TypeError('Este checkout ya se destruyó: crea otro con TiendaCheckout.mount(elemento, opciones)');

const notAnElement = () =>
  new TypeError(
    "TiendaCheckout.mount(elemento, opciones) necesita un elemento de la página, p. ej. document.getElementById('checkout')",
  );

/** A checkout for checked settings, not mounted yet. */
export function createCheckout(settings: MountSettings): EmbeddedCheckout {
  const { integrator, apiUrl } = settings;
  let { options, callbacks } = settings;
  let destroyed = false;
  let lastHost: HTMLElement | undefined;
  let host: HTMLElement | null = null;
  let root: ShadowRoot | null = null;
  let wrapper: HTMLElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let frameOrigin = '';
  let frameHasOptions = false;
  let abort: AbortController | null = null;

  function emit<E extends TiendaCheckoutEvent>(type: E, detail: TiendaCheckoutEventDetails[E]): void {
    const target = host;
    if (!target) return;
    const callback = callbacks[CALLBACK_OF[type]] as
      ((value: TiendaCheckoutEventDetails[E]) => void) | undefined;
    try {
      callback?.(detail);
    } catch (error) {
      // The page's bug: reported like any uncaught error, without stopping the checkout or the event.
      setTimeout(() => {
        throw error;
      });
    }
    dispatchCheckoutEvent(target, type, detail);
  }

  /** Options go to the frame's exact origin only, never '*': nobody else may read the cart. */
  function post(type: 'init' | 'update'): void {
    const target = frame?.contentWindow;
    if (!target) return;
    target.postMessage(hostMessage(type, options), frameOrigin);
    frameHasOptions = true;
  }

  function onMessage(event: MessageEvent): void {
    if (!frame || event.source !== frame.contentWindow || event.origin !== frameOrigin) return;
    const message: unknown = event.data;
    if (!isFrameMessage(message)) return;
    switch (message.type) {
      case 'resize':
        frame.style.height = `${message.height}px`;
        return;
      case 'ready':
        if (wrapper) showReady(wrapper);
        emit('ready', {});
        return;
      case 'change':
        emit('change', { step: message.step });
        return;
      case 'complete':
        emit('complete', {
          orderNumber: message.orderNumber,
          paymentMethod: message.paymentMethod,
          totals: message.totals,
        });
        return;
      case 'error':
        emit('error', { code: message.code, message: message.message });
        return;
      case 'cancel':
        emit('cancel', {});
    }
  }

  function showFrame(src: URL): void {
    if (!wrapper) return;
    frameOrigin = src.origin;
    frame = createFrame(src);
    // Every load, not only the first: the card payment's round trip through the gateway
    // reloads the frame's document, which then needs its options again.
    frame.addEventListener('load', () => post('init'));
    window.addEventListener('message', onMessage);
    wrapper.append(frame);
  }

  function mount(element?: HTMLElement): void {
    if (destroyed) throw destroyedError();
    if (host)
      throw new TypeError('El checkout ya está montado: llama a unmount() antes de montarlo de nuevo');
    const target = element ?? lastHost;
    if (!(target instanceof HTMLElement)) throw notAnElement();
    if (occupied.has(target)) {
      throw new TypeError(
        'Este elemento ya tiene un checkout: llama a destroy() del anterior antes de montar otro',
      );
    }
    const shadow = shadowRootFor(target);
    occupied.add(target);
    host = lastHost = target;
    root = shadow;
    const shown = (wrapper = showLoading(shadow));
    const request = (abort = new AbortController());
    void requestSession(apiUrl, integrator, request.signal).then((answer) => {
      if (request.signal.aborted || wrapper !== shown) return;
      if ('frameUrl' in answer) {
        showFrame(answer.frameUrl);
        return;
      }
      showProblem(shadow, answer.message);
      emit('error', answer);
    });
  }

  function unmount(): void {
    abort?.abort();
    window.removeEventListener('message', onMessage);
    if (root) clear(root);
    if (host) occupied.delete(host);
    abort = host = root = wrapper = frame = null;
    frameOrigin = '';
    frameHasOptions = false;
  }

  return {
    mount,
    unmount,
    update(change) {
      if (destroyed) throw destroyedError();
      options = mergeCheckoutOptions(options, change);
      if (frameHasOptions) post('update');
    },
    setOptions(next) {
      if (destroyed || JSON.stringify(next) === JSON.stringify(options)) return;
      options = next;
      if (frameHasOptions) post('update');
    },
    destroy() {
      if (destroyed) return;
      unmount();
      destroyed = true;
      callbacks = {};
      lastHost = undefined;
    },
  };
}

/**
 * `TiendaCheckout.mount(element, options)`: shows the checkout in `element` (a `<div>` is best).
 * Throws a Spanish TypeError for a missing element or a wrong option; everything after that
 * (a refused origin, an unknown integrator, no network) arrives as `onError` / `tienda:error`
 * and is shown in the element.
 */
export function mount(element: HTMLElement, options: TiendaCheckoutOptions): TiendaCheckoutInstance {
  if (!(element instanceof HTMLElement)) throw notAnElement();
  const checkout = createCheckout(readMountOptions(options));
  checkout.mount(element);
  const { update, unmount, destroy } = checkout;
  return { update, unmount, mount: checkout.mount, destroy };
}
