/**
 * `tienda-checkout.js`, the script an integrator adds to any page (embed-loader-webpack.config.mjs):
 *
 * ```html
 * <script src="https://checkout.tienda.hn/tienda-checkout.js" data-api-url="https://api.tienda.hn" async></script>
 * ```
 *
 * It has no dependencies (no React, whatever the page runs) and touches two globals only:
 * `window.TiendaCheckout` (`{ mount }`, see embedded-checkout.ts) and the custom element
 * `<tienda-checkout>` (tienda-checkout-element.ts). Included twice, the first copy stays: a
 * custom element cannot be defined twice, and checkouts already mounted keep their script.
 */
import { mount } from './embedded-checkout';
import { rememberScriptApiUrl } from './loader-options';
import { TiendaCheckoutElement } from './tienda-checkout-element';

export type { TiendaCheckoutInstance } from './embedded-checkout';
export type {
  TiendaCheckoutCallbacks,
  TiendaCheckoutEventDetails,
  TiendaCheckoutOptions,
} from './loader-options';

/** `window.TiendaCheckout`. */
export interface TiendaCheckoutGlobal {
  mount: typeof mount;
}

rememberScriptApiUrl(document.currentScript);

const page = window as Window & { TiendaCheckout?: TiendaCheckoutGlobal };
page.TiendaCheckout ??= Object.freeze({ mount });
if (!customElements.get('tienda-checkout')) customElements.define('tienda-checkout', TiendaCheckoutElement);
