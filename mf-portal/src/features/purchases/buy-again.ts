/*
 * 'Comprar de nuevo': an order's products back into the cart, as the catalogue has them now.
 * The cart remote owns the cart (its add rule, its limits, its toast); the portal only asks it
 * through `cart-add-requested` and tells the shopper which products went in and which did not.
 */
import type { Product, PurchaseItem } from '@store/contracts';
import { IntentNotHandledError, type CartProductSnapshot } from '@store/app-kit';
import { toCartSnapshot } from '@store/remote-kit';
import { PURCHASES_TEXT } from './purchases-text';

export interface BuyAgainLine {
  name: string;
  /** What was asked of the cart: the quantity ordered, or less when the stock is lower. */
  qty: number;
  ordered: number;
}

/** What happened to each of the order's products; plain data, so it can sit in the store. */
export interface BuyAgainOutcome {
  added: BuyAgainLine[];
  /** In the catalogue with no stock. */
  soldOut: string[];
  /** No longer in the catalogue (or its data could not be read). */
  unavailable: string[];
  /** Refused by the cart, or never asked because the cart did not answer. */
  notAdded: string[];
  /** Nobody answered `cart-add-requested` (the cart remote failed to load). */
  cartDown: boolean;
}

export interface BuyAgainDeps {
  /** The product as the catalogue has it now (`GET /products/{id}`); null when it cannot be had. */
  loadProduct: (productId: number) => Promise<Product | null>;
  /** Asks the cart's owner to add; rejects when it refuses or nobody answers. */
  addToCart: (product: CartProductSnapshot, qty: number) => Promise<unknown>;
}

/**
 * Reads every product first (in parallel), then asks the cart for the ones in stock one at a
 * time, in the order's order, with qty = min(ordered, stock). Once the cart fails to answer,
 * the rest are not asked: each would only wait for the same timeout.
 */
export async function buyAgain(items: readonly PurchaseItem[], deps: BuyAgainDeps): Promise<BuyAgainOutcome> {
  const outcome: BuyAgainOutcome = { added: [], soldOut: [], unavailable: [], notAdded: [], cartDown: false };
  const products = await Promise.all(items.map((item) => deps.loadProduct(item.productId).catch(() => null)));
  for (const [index, item] of items.entries()) {
    const product = products[index] ?? null;
    if (product === null) {
      outcome.unavailable.push(item.name);
      continue;
    }
    if (product.stock <= 0) {
      outcome.soldOut.push(product.name);
      continue;
    }
    if (outcome.cartDown) {
      outcome.notAdded.push(product.name);
      continue;
    }
    const qty = Math.min(item.qty, product.stock);
    const snapshot = toCartSnapshot(product, product.price.sale);
    try {
      await deps.addToCart(snapshot, qty);
      outcome.added.push({ name: product.name, qty, ordered: item.qty });
    } catch (error) {
      if (error instanceof IntentNotHandledError) outcome.cartDown = true;
      else console.warn('El carrito no agregó el producto:', error);
      outcome.notAdded.push(product.name);
    }
  }
  return outcome;
}

/** The sentences that tell the outcome, in the order the shopper needs them. */
export function buyAgainMessages(outcome: BuyAgainOutcome): string[] {
  const messages: string[] = [];
  if (outcome.cartDown) messages.push(PURCHASES_TEXT.cartDown);
  if (outcome.added.length > 0) {
    const lines = outcome.added.map((line) => PURCHASES_TEXT.addedLine(line.name, line.qty, line.ordered));
    messages.push(PURCHASES_TEXT.added(lines.join(', ')));
  } else {
    messages.push(PURCHASES_TEXT.nothingAdded);
  }
  if (outcome.soldOut.length > 0) messages.push(PURCHASES_TEXT.soldOut(outcome.soldOut.join(', ')));
  if (outcome.unavailable.length > 0)
    messages.push(PURCHASES_TEXT.unavailable(outcome.unavailable.join(', ')));
  if (outcome.notAdded.length > 0) messages.push(PURCHASES_TEXT.notAdded(outcome.notAdded.join(', ')));
  return messages;
}

/** How the outcome is shown: all in; some left out (stock, catalogue); or the cart failed. */
export function buyAgainSeverity(outcome: BuyAgainOutcome): 'success' | 'warning' | 'error' {
  if (outcome.cartDown || outcome.notAdded.length > 0) return 'error';
  const missed = outcome.soldOut.length + outcome.unavailable.length;
  return missed === 0 && outcome.added.length > 0 ? 'success' : 'warning';
}
