import type { SavedCartItem } from '@store/contracts';
import { toCartSnapshot } from '@store/remote-kit';
import { cartItemFromSnapshot, couponAmount, lineSum, maxLineQty } from '../cart';
import type { CartItem } from '../cart';

/** The cart slice's own limit for a line (stock and ORDER_LIMITS); never below one unit. */
function clampQty(qty: number, stock: number): number {
  return Math.max(1, Math.min(qty, maxLineQty(stock)));
}

/**
 * A line only the server had (saved on another device), built like a product added from the
 * catalog, so its coupon follows the cart's rule (usable, not expired).
 */
export function cartItemFromSaved(item: SavedCartItem, now: number): CartItem {
  return cartItemFromSnapshot(toCartSnapshot(item, item.price), clampQty(item.qty, item.stock), now);
}

/**
 * A product on both sides. The two are copies of one cart kept in sync, so the larger quantity
 * wins (adding them would double it). The server read price and stock just now; what the
 * shopper did with the coupon on this device stays, its amount following the price.
 */
function joinLines(local: CartItem, saved: SavedCartItem): CartItem {
  const qty = clampQty(Math.max(local.qty, saved.qty), saved.stock);
  const line: CartItem = {
    ...local,
    qty,
    price: saved.price,
    stock: saved.stock,
    sum: lineSum(saved.price, qty),
  };
  if (local.coupon && local.coupon.amount > 0) {
    line.coupon = { ...local.coupon, amount: couponAmount(local.coupon, saved.price) };
  }
  return line;
}

function clampLine(line: CartItem): CartItem {
  const qty = clampQty(line.qty, line.stock);
  return qty === line.qty ? line : { ...line, qty, sum: lineSum(line.price, qty) };
}

/**
 * The cart keeps one coupon (docs/business-rules.md#cart): the first line holding one keeps it,
 * the one a reload would pick, so a device's own coupon comes before one the other device had.
 */
function keepOneCoupon(lines: CartItem[]): CartItem[] {
  const holder = lines.find((line) => line.coupon && line.coupon.amount > 0);
  return lines.map((line) =>
    line === holder || !line.coupon || line.coupon.amount === 0
      ? line
      : { ...line, coupon: { ...line.coupon, amount: 0 } },
  );
}

/**
 * This device's cart joined with the customer's saved one, at login: every product of either
 * side once (this device's lines first, in their order, then the saved ones it lacked), each
 * at the larger of its two quantities, within stock and the order limits.
 */
export function mergeCartLines(
  local: readonly CartItem[],
  saved: readonly SavedCartItem[],
  now: number,
): CartItem[] {
  const savedById = new Map(saved.map((item) => [item.id, item]));
  const localIds = new Set(local.map((line) => line.id));
  const merged = [
    ...local.map((line) => {
      const savedLine = savedById.get(line.id);
      return savedLine ? joinLines(line, savedLine) : clampLine(line);
    }),
    ...saved.filter((item) => !localIds.has(item.id)).map((item) => cartItemFromSaved(item, now)),
  ];
  return keepOneCoupon(merged);
}
