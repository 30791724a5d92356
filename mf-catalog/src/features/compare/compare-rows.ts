import type { Product } from '@store/contracts';
import { formatMoney } from '@store/app-kit';
import { COMPARE_TEXT } from './compare-text';

/** One line of the comparison: a label and one value per product (in the columns' order). */
export interface CompareRow {
  label: string;
  values: string[];
  /** True when the products do not all have the same value (only with 2+ products). */
  differs: boolean;
}

function row(label: string, values: string[]): CompareRow {
  const normalised = values.map((value) => value.trim().toLocaleLowerCase('es-HN'));
  return { label, values, differs: values.length > 1 && new Set(normalised).size > 1 };
}

/** The general rows' names: a spec of the same name (many products list 'Marca') is not repeated. */
const GENERAL_ROW_NAMES = new Set(
  [COMPARE_TEXT.rowPrice, COMPARE_TEXT.rowStock, COMPARE_TEXT.rowBrand].map((name) => name.toLowerCase()),
);

/** Every spec name of any product, in the order they first appear (first product first). */
function specNames(products: readonly Product[]): string[] {
  const names: string[] = [];
  for (const product of products) {
    for (const spec of product.specs ?? []) {
      if (!names.includes(spec.name) && !GENERAL_ROW_NAMES.has(spec.name.toLowerCase()))
        names.push(spec.name);
    }
  }
  return names;
}

/** The general rows (price, stock, brand) of the comparison. */
export function generalRows(products: readonly Product[]): CompareRow[] {
  return [
    row(
      COMPARE_TEXT.rowPrice,
      products.map((product) => formatMoney(product.price.sale)),
    ),
    row(
      COMPARE_TEXT.rowStock,
      products.map((product) =>
        product.stock > 0 ? COMPARE_TEXT.inStock(product.stock) : COMPARE_TEXT.soldOut,
      ),
    ),
    row(
      COMPARE_TEXT.rowBrand,
      products.map((product) => product.brand.name),
    ),
  ];
}

/** One row per spec any product has; a product without it shows '—' (and so differs). */
export function specRows(products: readonly Product[]): CompareRow[] {
  return specNames(products).map((name) =>
    row(
      name,
      products.map(
        (product) => product.specs?.find((spec) => spec.name === name)?.value ?? COMPARE_TEXT.noValue,
      ),
    ),
  );
}
