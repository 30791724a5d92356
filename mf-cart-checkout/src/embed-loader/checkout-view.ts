/**
 * What the loader puts in the host's element, inside a Shadow DOM root with its own minimal
 * styles: the host page's CSS does not reach the status and alert texts, and ours does not
 * reach the page. The checkout itself is an iframe on the store's origin (its own document).
 */

/** The iframe's accessible name. */
export const FRAME_TITLE = 'Checkout de Tienda Tecnología HN';
export const LOADING_TEXT = 'Cargando el checkout…';
/** The iframe's height until the frame reports its own (`resize`). */
export const INITIAL_HEIGHT = 640;

const STYLES = `:host{display:block}
.tc{position:relative}
.busy{min-height:${INITIAL_HEIGHT}px}
.status,.alert{box-sizing:border-box;margin:0;padding:16px;font:16px/1.5 system-ui,sans-serif;color:#1f2937}
.status{position:absolute;top:0;left:0;right:0;text-align:center}
.alert{border:1px solid #b91c1c;border-radius:8px;background:#fef2f2;color:#7f1d1d}
iframe{display:block;width:100%;border:0}`;

/** The shadow roots this script made: only these are ever written to. */
const ownRoots = new WeakSet<ShadowRoot>();
/** Roots styled by a constructed style sheet, the rest get a <style> element. */
const styledRoots = new WeakSet<ShadowRoot>();

/**
 * A constructed style sheet, because a host page's CSP does not govern it: a `<style>` element,
 * even in a shadow root, is blocked by a `style-src` without 'unsafe-inline' (the checkout would
 * still work, its status and alert texts would lose their look).
 */
function adoptStyles(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    root.adoptedStyleSheets = [sheet];
    styledRoots.add(root);
  } catch {
    // No constructable style sheets (older browsers, jsdom): show() adds a <style> element.
  }
}

/**
 * The element's shadow root, made the first time (it cannot be removed, so a later mount reuses
 * it). Open, so the page's tests and tools can find the iframe; the iframe's document is another
 * origin, out of the page's reach either way.
 */
export function shadowRootFor(element: HTMLElement): ShadowRoot {
  const existing = element.shadowRoot;
  if (existing) {
    if (ownRoots.has(existing)) return existing;
    throw new TypeError('El elemento ya tiene su propio Shadow DOM: monta el checkout en un <div> vacío');
  }
  let root: ShadowRoot;
  try {
    root = element.attachShadow({ mode: 'open' });
  } catch {
    throw new TypeError(`No se puede montar el checkout en <${element.localName}>: usa un <div>`);
  }
  ownRoots.add(root);
  adoptStyles(root);
  return root;
}

function box(className: string, role: 'status' | 'alert', text: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('role', role);
  element.textContent = text;
  return element;
}

function show(root: ShadowRoot, ...content: Node[]): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'tc';
  wrapper.append(...content);
  if (styledRoots.has(root)) {
    root.replaceChildren(wrapper);
  } else {
    const style = document.createElement('style');
    style.textContent = STYLES;
    root.replaceChildren(style, wrapper);
  }
  return wrapper;
}

/** 'Cargando el checkout…' (role=status), as tall as the iframe will be so nothing jumps. */
export function showLoading(root: ShadowRoot): HTMLElement {
  const wrapper = show(root, box('status', 'status', LOADING_TEXT));
  wrapper.classList.add('busy');
  return wrapper;
}

/** A Spanish refusal or problem in place of the checkout (role=alert). */
export function showProblem(root: ShadowRoot, message: string): void {
  show(root, box('alert', 'alert', message));
}

/** The checkout is drawn: the loading status goes. */
export function showReady(wrapper: HTMLElement): void {
  wrapper.classList.remove('busy');
  wrapper.querySelector('.status')?.remove();
}

/**
 * The checkout's iframe. No `sandbox` attribute: the frame needs scripts, its own origin (its
 * API calls and storage), forms and the card gateway's pages, and a sandbox allowing all of
 * those together with same-origin protects nothing; what keeps the page and the checkout apart
 * is that the frame is another origin. `allow="payment"` lets it use the Payment Request API.
 */
export function createFrame(src: URL): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = FRAME_TITLE;
  frame.setAttribute('allow', 'payment');
  frame.style.height = `${INITIAL_HEIGHT}px`;
  return frame;
}

/** Empties the root; a <slot> shows the element's own children again (hidden by the root). */
export function clear(root: ShadowRoot): void {
  root.replaceChildren(document.createElement('slot'));
}
