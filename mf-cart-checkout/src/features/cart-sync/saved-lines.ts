import type { SavedCartLine } from '@store/contracts';

/** What the server keeps of a cart: each product's id and quantity. */
export function savedLinesOf(lines: readonly { id: number; qty: number }[]): SavedCartLine[] {
  return lines.map(({ id, qty }) => ({ id, qty }));
}

const byId = (a: SavedCartLine, b: SavedCartLine) => a.id - b.id;

/**
 * True when both hold the same products in the same quantities. The order is ignored: saving
 * only to reorder the lines would be a call that changes nothing the customer cares about.
 */
export function sameSavedLines(a: readonly SavedCartLine[], b: readonly SavedCartLine[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort(byId);
  const right = [...b].sort(byId);
  return left.every((line, index) => line.id === right[index]?.id && line.qty === right[index].qty);
}
