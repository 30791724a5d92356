/**
 * `<tienda-checkout>`: the checkout for pages that prefer markup to a script call.
 *
 * ```html
 * <tienda-checkout integrator="demo" api-url="https://api.tienda.hn"
 *   lines='[{"productId":12,"qty":1}]' appearance='{"colorPrimary":"#0a7"}'></tienda-checkout>
 * ```
 *
 * Attributes: `integrator`, `api-url`, `lines` (JSON) or `cart-token`, `locale`, `appearance`
 * (JSON): the options of `TiendaCheckout.mount()` without the callbacks; listen to the
 * `tienda:*` events on the element instead. Changing `lines`, `cart-token`, `locale` or
 * `appearance` updates the running checkout; changing `integrator` or `api-url` starts a new one.
 * Wrong attributes do not throw: the element shows the Spanish problem and dispatches
 * `tienda:error` with code `invalid-options`. Removed from the page, the checkout is destroyed.
 */
import type { EmbeddedCheckout } from './embedded-checkout';
import { createCheckout, dispatchCheckoutEvent } from './embedded-checkout';
import { shadowRootFor, showProblem } from './checkout-view';
import { invalidOptions, readMountOptions } from './loader-options';
import type { MountSettings } from './loader-options';
import { MESSAGES } from './protocol-mirror';

const ATTRIBUTES = ['integrator', 'api-url', 'lines', 'cart-token', 'locale', 'appearance'];

function jsonAttribute(element: HTMLElement, name: string): unknown {
  const text = element.getAttribute(name);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidOptions(`el atributo «${name}» no es JSON válido`);
  }
}

/** The mount options the attributes describe (checked by readMountOptions like any others). */
function optionsOf(element: HTMLElement): Record<string, unknown> {
  const text = (name: string) => element.getAttribute(name) ?? undefined;
  return {
    integrator: text('integrator'),
    apiUrl: text('api-url'),
    lines: jsonAttribute(element, 'lines'),
    cartToken: text('cart-token'),
    locale: text('locale'),
    appearance: jsonAttribute(element, 'appearance'),
  };
}

export class TiendaCheckoutElement extends HTMLElement {
  static readonly observedAttributes = ATTRIBUTES;

  private checkout: EmbeddedCheckout | null = null;
  /** integrator and API of the running checkout: when either changes, a new session is needed. */
  private runningFor = '';
  private queued = false;

  connectedCallback(): void {
    this.queue();
  }

  disconnectedCallback(): void {
    this.queue();
  }

  attributeChangedCallback(): void {
    this.queue();
  }

  /**
   * One look at the element per task: attributes changed together (lines set and cart-token
   * removed) apply as one, and a move within the page (disconnected, then connected again)
   * keeps the checkout.
   */
  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.sync();
    });
  }

  private sync(): void {
    if (!this.isConnected) {
      this.stop();
      return;
    }
    let settings: MountSettings;
    try {
      settings = readMountOptions(optionsOf(this));
    } catch (error) {
      this.fail(error);
      return;
    }
    const runningFor = `${settings.integrator} ${settings.apiUrl}`;
    if (this.checkout && runningFor === this.runningFor) {
      this.checkout.setOptions(settings.options);
      return;
    }
    this.stop();
    try {
      this.checkout = createCheckout(settings);
      this.checkout.mount(this);
      this.runningFor = runningFor;
    } catch (error) {
      this.fail(error);
    }
  }

  private stop(): void {
    this.checkout?.destroy();
    this.checkout = null;
    this.runningFor = '';
  }

  private fail(error: unknown): void {
    this.stop();
    const message = error instanceof Error ? error.message : MESSAGES.invalidOptions;
    showProblem(shadowRootFor(this), message);
    dispatchCheckoutEvent(this, 'error', { code: 'invalid-options', message });
  }
}
