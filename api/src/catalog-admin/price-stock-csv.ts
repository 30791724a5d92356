/**
 * The price and stock CSV (POST /admin/catalog/import, GET /admin/catalog/export; api/README.md
 * "Catálogo"): `sku;precio;existencias`, a header line, UTF-8, `;` between columns, a point before
 * the cents and no thousands separator (`1234.50`), as the export writes it, so exporting and
 * importing the file unchanged changes nothing.
 *
 * An import checks every row before it applies any: each bad line is reported with its number and
 * the file applies nothing, or every row is applied in one transaction. Each product whose price or
 * stock changes gets its own audit entry (`product.import`, before → after): the audit log's filter
 * by product then finds a change however it was made, and a row the file left as it was writes
 * nothing. Stock is the units for sale, as in the product form (src/catalog-admin/product-edit.ts).
 */
import {
  CATALOG_CSV_COLUMNS,
  priceProblem,
  stockProblem,
  type CatalogImportLineError,
  type CatalogImportRejection,
  type CatalogImportResult,
} from '@store/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { audit, type AuditActor } from '../audit/audit-log.js';
import { catalogChanged } from '../catalog/catalog-changes.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';

export const CSV_INVALID = 'CSV_INVALID';
const HEADER = CATALOG_CSV_COLUMNS.join(';');

/** A 400 whose body lists every bad line (CatalogImportRejection). */
export class CatalogImportError extends HttpError {
  constructor(
    message: string,
    readonly lines: CatalogImportLineError[],
  ) {
    super(400, message, CSV_INVALID);
  }

  override toBody(): CatalogImportRejection {
    return { ...super.toBody(), lines: this.lines };
  }
}

function rejectFile(message: string, line = 1): CatalogImportError {
  return new CatalogImportError(message, [{ line, sku: null, message }]);
}

/** A data row as read: its line in the file and its three texts. */
interface CsvRow {
  line: number;
  sku: string;
  price: string;
  stock: string;
}

/** Decimal with up to 2 decimals, no sign, no thousands separator: what numeric(12, 2) takes. */
const PRICE_TEXT = /^\d{1,10}(?:\.\d{1,2})?$/;
const STOCK_TEXT = /^\d{1,10}$/;

/** The data rows, or the file's own problem (no header, broken quoting, no rows). */
function readRows(text: string): { rows: CsvRow[]; problems: CatalogImportLineError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: ';',
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      // The sync typings do not model `info: true`: each record comes as { record, info }.
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      // csv-parse puts its position on the error (`lines`: the line it stopped at).
      const line = typeof error.lines === 'number' ? error.lines : 1;
      throw rejectFile(
        `El archivo no se pudo leer como CSV en la línea ${String(line)}: revisa las comillas`,
        line,
      );
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || header.record.map((cell) => cell.toLowerCase()).join(';') !== HEADER)
    throw rejectFile(`La primera línea debe ser la cabecera ${HEADER}`, header?.info.lines ?? 1);
  if (data.length === 0) throw rejectFile('El archivo no tiene filas de datos debajo de la cabecera', 2);

  const rows: CsvRow[] = [];
  const problems: CatalogImportLineError[] = [];
  for (const { record, info } of data) {
    if (record.length !== CATALOG_CSV_COLUMNS.length) {
      problems.push({
        line: info.lines,
        sku: record[0] || null,
        message: `La línea debe tener ${String(CATALOG_CSV_COLUMNS.length)} columnas (${HEADER}) y tiene ${String(record.length)}`,
      });
      continue;
    }
    const [sku = '', price = '', stock = ''] = record;
    rows.push({ line: info.lines, sku, price, stock });
  }
  return { rows, problems };
}

/** A checked row: the product it names and the figures to set. */
interface PlannedRow {
  line: number;
  productId: number;
  sku: string;
  before: { priceSale: number; stock: number };
  after: { priceSale: number; stock: number };
}

interface ProductFigures {
  id: number;
  sku: string;
  price_sale: number;
  stock: number;
}

/** Every row's problems (one entry per bad line, all its problems in one message) or the plan. */
function checkRows(rows: readonly CsvRow[], products: ReadonlyMap<string, ProductFigures>) {
  const problems: CatalogImportLineError[] = [];
  const planned: PlannedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const messages: string[] = [];
    const product = products.get(row.sku);
    if (row.sku === '') messages.push('Falta el SKU');
    else if (firstLine.has(row.sku))
      messages.push(`El SKU ${row.sku} ya aparece en la línea ${String(firstLine.get(row.sku))}`);
    else if (!product) messages.push(`El SKU ${row.sku} no existe en el catálogo`);
    if (row.sku !== '' && !firstLine.has(row.sku)) firstLine.set(row.sku, row.line);

    const price = Number(row.price);
    const priceIssue = PRICE_TEXT.test(row.price) ? priceProblem(price) : CATALOG_PRICE_FORMAT;
    if (priceIssue) messages.push(`Precio «${row.price}»: ${priceIssue}`);
    const stock = Number(row.stock);
    const stockIssue = STOCK_TEXT.test(row.stock) ? stockProblem(stock) : stockProblem(Number.NaN);
    if (stockIssue) messages.push(`Existencias «${row.stock}»: ${stockIssue}`);

    if (messages.length > 0) {
      problems.push({ line: row.line, sku: row.sku || null, message: messages.join('. ') });
    } else if (product) {
      planned.push({
        line: row.line,
        productId: product.id,
        sku: product.sku,
        before: { priceSale: product.price_sale, stock: product.stock },
        after: { priceSale: price, stock },
      });
    }
  }
  return { problems, planned };
}

const CATALOG_PRICE_FORMAT =
  'escribe solo números, con punto antes de los centavos y sin separador de miles (por ejemplo 1234.50)';

const sameCents = (a: number, b: number): boolean => Math.round(a * 100) === Math.round(b * 100);

/** Reads, checks and applies a CSV in one transaction; throws CatalogImportError listing every bad line. */
export async function importPriceStockCsv(
  db: Db,
  text: string,
  staff: AuditActor,
): Promise<CatalogImportResult> {
  const { rows, problems: shapeProblems } = readRows(text);
  const result = await db.transaction(async (tx) => {
    // Locked in id order, the order placements lock products in, so the two cannot deadlock.
    const found = await tx.query<ProductFigures>(
      `SELECT id, sku, price_sale::float8 AS price_sale, stock FROM products
        WHERE sku = ANY($1::text[]) ORDER BY id FOR UPDATE`,
      [[...new Set(rows.map((row) => row.sku))]],
    );
    const { problems, planned } = checkRows(rows, new Map(found.map((product) => [product.sku, product])));
    const all = [...shapeProblems, ...problems].sort((a, b) => a.line - b.line);
    if (all.length > 0) {
      const count = all.length === 1 ? 'una línea con errores' : `${String(all.length)} líneas con errores`;
      throw new CatalogImportError(`No se aplicó ningún cambio: el archivo tiene ${count}`, all);
    }
    const changed = planned.filter(
      (row) => !sameCents(row.before.priceSale, row.after.priceSale) || row.before.stock !== row.after.stock,
    );
    await applyRows(tx, changed, staff, rows.length);
    return { rows: rows.length, changed: changed.length, unchanged: rows.length - changed.length };
  });
  if (result.changed > 0) catalogChanged({ listing: false });
  const message =
    result.changed === 0
      ? `Sin cambios: las ${String(result.rows)} filas ya coincidían con el catálogo`
      : `Se actualizaron ${String(result.changed)} de ${String(result.rows)} productos`;
  return { ...result, message };
}

async function applyRows(tx: Queryable, changed: readonly PlannedRow[], staff: AuditActor, rowCount: number) {
  if (changed.length === 0) return;
  await tx.query(
    `UPDATE products p SET price_sale = c.price, stock = c.stock
       FROM unnest($1::int[], $2::numeric[], $3::int[]) AS c(id, price, stock)
      WHERE p.id = c.id`,
    [
      changed.map((row) => row.productId),
      changed.map((row) => row.after.priceSale),
      changed.map((row) => row.after.stock),
    ],
  );
  for (const row of changed) {
    const before: Record<string, unknown> = { sku: row.sku };
    const after: Record<string, unknown> = { sku: row.sku };
    if (!sameCents(row.before.priceSale, row.after.priceSale)) {
      before.priceSale = row.before.priceSale;
      after.priceSale = row.after.priceSale;
    }
    if (row.before.stock !== row.after.stock) {
      before.stock = row.before.stock;
      after.stock = row.after.stock;
    }
    await audit(tx, staff, {
      action: 'product.import',
      entityType: 'product',
      entityId: row.productId,
      before,
      after,
      note: `Importación CSV de ${String(rowCount)} filas, línea ${String(row.line)}`,
    });
  }
}

/** Every product, published or not, by SKU: what an import of the same file leaves unchanged. */
export async function exportPriceStockCsv(db: Queryable): Promise<string> {
  // numeric(12, 2) as text is exactly "1234.50": no float on the way to the file.
  const rows = await db.query<{ sku: string; price: string; stock: number }>(
    'SELECT sku, price_sale::text AS price, stock FROM products ORDER BY sku',
  );
  return stringify(
    [[...CATALOG_CSV_COLUMNS], ...rows.map((row) => [row.sku, row.price, String(row.stock)])],
    {
      delimiter: ';',
    },
  );
}
