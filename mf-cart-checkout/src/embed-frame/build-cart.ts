import type { EmbedCartLine, EmbedCheckoutOptions, EmbedErrorCode, Product } from '@store/contracts';
import { EMBED_MESSAGES, ORDER_LIMITS } from '@store/contracts';
import { isApiFailure, toCartSnapshot } from '@store/remote-kit';
import type { ApiFailure } from '@store/remote-kit';
import type { AppDispatch } from '../app/store';
import { cartItemFromSnapshot } from '../features/cart';
import type { CartItem } from '../features/cart';
import { embedFrameApi } from './embed-frame-api';

/** The cart the host asked for, or the Spanish reason the frame cannot sell it. */
export type CartBuild =
  { ok: true; items: CartItem[] } | { ok: false; code: EmbedErrorCode; message: string };

export const BUILD_CART_TEXT = {
  notFound: (id: number) => `El producto ${String(id)} no existe o ya no está a la venta.`,
  soldOut: (name: string) => `«${name}» está agotado.`,
  fewLeft: (name: string, stock: number) =>
    stock === 1 ? `Solo queda 1 unidad de «${name}».` : `Solo quedan ${String(stock)} unidades de «${name}».`,
  tooManyUnits: (name: string) =>
    `Un pedido lleva hasta ${String(ORDER_LIMITS.maxUnitsPerLine)} unidades de «${name}».`,
  tooManyLines: `Un pedido lleva hasta ${String(ORDER_LIMITS.maxLines)} productos distintos.`,
} as const;

const failure = (error: unknown): ApiFailure | null => (isApiFailure(error) ? error : null);

/** A failed read the shopper cannot fix here: the API was not reached, or failed itself. */
function unreachable(error: unknown): CartBuild {
  const status = failure(error)?.status ?? 0;
  return {
    ok: false,
    code: 'network',
    message:
      status === 0 || status >= 500
        ? EMBED_MESSAGES.network
        : (failure(error)?.message ?? EMBED_MESSAGES.network),
  };
}

/** The lines of the options: as given, or behind the integrator's cart token. */
async function linesOf(
  options: EmbedCheckoutOptions,
  dispatch: AppDispatch,
): Promise<{ lines: EmbedCartLine[] } | CartBuild> {
  if (options.lines) return { lines: options.lines };
  if (!options.cartToken)
    return { ok: false, code: 'invalid-options', message: EMBED_MESSAGES.invalidOptions };
  try {
    const cart = await dispatch(
      embedFrameApi.endpoints.getEmbedCart.initiate(options.cartToken, {
        subscribe: false,
        forceRefetch: true,
      }),
    ).unwrap();
    return { lines: cart.lines };
  } catch (error) {
    // 404: the token never existed or expired; the API's message says which in Spanish.
    if (failure(error)?.status === 404) {
      return {
        ok: false,
        code: 'invalid-options',
        message: failure(error)?.message ?? EMBED_MESSAGES.invalidOptions,
      };
    }
    return unreachable(error);
  }
}

/** Why one line cannot be sold as asked, or null. */
function lineProblem(line: EmbedCartLine, product: Product | null): string | null {
  if (!product) return BUILD_CART_TEXT.notFound(line.productId);
  if (product.stock <= 0) return BUILD_CART_TEXT.soldOut(product.name);
  if (line.qty > product.stock) return BUILD_CART_TEXT.fewLeft(product.name, product.stock);
  if (line.qty > ORDER_LIMITS.maxUnitsPerLine) return BUILD_CART_TEXT.tooManyUnits(product.name);
  return null;
}

/**
 * Builds the frame's cart from the host's options: every product read now from the API (price,
 * stock and coupon as the store sells it today, never what the host page claims), each line a
 * cart line exactly as the storefront's 'Agregar al carrito' makes it. A product that does not
 * exist or lacks stock refuses the whole cart, naming it: selling part of what the host asked
 * for would surprise both the shopper and the integrator.
 */
export async function buildEmbedCart(
  options: EmbedCheckoutOptions,
  dispatch: AppDispatch,
): Promise<CartBuild> {
  const source = await linesOf(options, dispatch);
  if ('ok' in source) return source;
  const { lines } = source;
  if (lines.length > ORDER_LIMITS.maxLines) {
    return { ok: false, code: 'invalid-options', message: BUILD_CART_TEXT.tooManyLines };
  }
  const reads = await Promise.allSettled(
    lines.map((line) =>
      dispatch(
        embedFrameApi.endpoints.getEmbedProduct.initiate(line.productId, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    ),
  );
  const products: (Product | null)[] = [];
  for (const read of reads) {
    if (read.status === 'fulfilled') products.push(read.value);
    else if (failure(read.reason)?.status === 404) products.push(null);
    else return unreachable(read.reason);
  }
  const problems = lines
    .map((line, index) => lineProblem(line, products[index] ?? null))
    .filter((problem): problem is string => problem !== null);
  if (problems.length > 0) return { ok: false, code: 'product-unavailable', message: problems.join(' ') };
  const now = Date.now();
  const items = lines.map((line, index) => {
    const product = products[index] as Product;
    return cartItemFromSnapshot(toCartSnapshot(product, product.price.sale), line.qty, now);
  });
  return { ok: true, items };
}
