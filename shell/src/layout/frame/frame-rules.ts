/**
 * The frame's rules from docs/business-rules.md#pages-and-layouts and #constants, as plain
 * values and functions so that each one is tested on its own and the components only wire them
 * up.
 */

/** The header becomes sticky once the page has scrolled past this many pixels. */
export const STICKY_HEADER_AFTER_PX = 210;
/** The scroll-to-top button appears past this many pixels. */
export const SCROLL_TO_TOP_AFTER_PX = 400;
/** The checkout header stepper, in order. */
export const CHECKOUT_STEPS = ['Contacto', 'Envío', 'F. Pago', 'Finalización'] as const;

export type FrameLayout = 'main' | 'checkout' | 'simple' | 'blank';

/** Paths whose page is a full-bleed composition (banners, carousels): a fluid container. */
export const FULL_WIDTH_PATHS: readonly string[] = ['/'];

/** Paths shown without header and footer. */
export const BLANK_LAYOUT_PATHS: readonly string[] = ['/shopping/boton-pago', '/pages/coming-soon'];

/** Pages that stand alone with only the logo above them (logging in, choosing a new password). */
export const SIMPLE_LAYOUT_PATHS: readonly string[] = ['/login', '/portal/nueva-contrasena'];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/**
 * Which frame a path gets:
 * - `/shopping/boton-pago` (the payment hand-off shows nothing of the store) and
 *   `/pages/coming-soon`: blank, no header and no footer;
 * - any path containing `checkout`: the checkout layout with the stepper;
 * - the login page: the simple layout (logo linking to `/`);
 * - everything else: the main layout.
 */
export function layoutForPath(pathname: string): FrameLayout {
  const path = normalise(pathname);
  if (BLANK_LAYOUT_PATHS.includes(path)) return 'blank';
  if (path.includes('checkout')) return 'checkout';
  if (SIMPLE_LAYOUT_PATHS.includes(path)) return 'simple';
  return 'main';
}

export function isFullWidthPath(pathname: string): boolean {
  return FULL_WIDTH_PATHS.includes(normalise(pathname));
}

/** The stepper's active index: the checkout step minus one, never below 0 (nor past the end). */
export function stepperActiveIndex(step: number | undefined): number {
  if (step === undefined || !Number.isFinite(step)) return 0;
  return Math.min(CHECKOUT_STEPS.length - 1, Math.max(0, Math.floor(step) - 1));
}
