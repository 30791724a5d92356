/**
 * The catalog in the back office (issue 34, "Catalog"; api/README.md "Catálogo"): products (sale
 * price, stock, publication, the product's coupon), coupon codes, and the price and stock CSV.
 * Roles `catalogo` and `admin`; every change is audited and the storefront served by this process
 * shows it on its next request (src/catalog/catalog-changes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponListQuery,
  AdminCouponPage,
  AdminCouponParams,
  AdminCouponUpdate,
  AdminProductListQuery,
  AdminProductPage,
  AdminProductParams,
  AdminProductRow,
  AdminProductUpdate,
  CATALOG_CSV_CONTENT_TYPE,
  CATALOG_CSV_MAX_BYTES,
  catalogCsvFileName,
  CatalogCsvFile,
  CatalogImportRejection,
  CatalogImportResult,
  errorResponse,
} from '@store/contracts';
import {
  COUPON_ADMIN_NOT_FOUND,
  createCoupon,
  findAdminCoupon,
  listAdminCoupons,
  setCouponDisabled,
  updateCoupon,
} from '../catalog-admin/admin-coupons.js';
import { findAdminProduct, listAdminProducts } from '../catalog-admin/admin-products.js';
import { exportPriceStockCsv, importPriceStockCsv } from '../catalog-admin/price-stock-csv.js';
import { PRODUCT_ADMIN_NOT_FOUND, updateProduct } from '../catalog-admin/product-edit.js';
import { notFound } from '../http/errors.js';
import { requestStaff } from '../staff/staff-access.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

const CATALOG_TEAM = { staffRoles: ['catalogo'] } as const;
const PRODUCTS = ['Catálogo (personal)'];
const COUPONS = ['Cupones (personal)'];
const refusals = { 401: errorResponse, 403: errorResponse };
const changeErrors = { 400: errorResponse, ...refusals, 404: errorResponse, 409: errorResponse };

export const adminCatalogRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  // The CSV arrives as text, in this plugin's scope only; its own size limit, not the API's 64 KiB.
  app.addContentTypeParser(
    CATALOG_CSV_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: CATALOG_CSV_MAX_BYTES },
    (_request, body, done) => {
      done(null, String(body));
    },
  );

  app.get('/admin/catalog/products', {
    config: CATALOG_TEAM,
    schema: {
      tags: PRODUCTS,
      summary: 'Productos, publicados o no: búsqueda por nombre o SKU, orden y páginas',
      description:
        'Cada fila: precio de venta, existencias a la venta, unidades apartadas por pedidos sin pagar, si está publicado y el cupón del producto (aunque esté desactivado).',
      querystring: AdminProductListQuery,
      response: { 200: AdminProductPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listAdminProducts(db, request.query),
  });

  app.get('/admin/catalog/products/:id', {
    config: CATALOG_TEAM,
    schema: {
      tags: PRODUCTS,
      summary: 'Un producto como lo edita el personal',
      params: AdminProductParams,
      response: { 200: AdminProductRow, ...refusals, 404: errorResponse },
    },
    handler: async (request) => {
      const product = await findAdminProduct(db, request.params.id);
      if (!product) throw notFound(PRODUCT_ADMIN_NOT_FOUND);
      return product;
    },
  });

  app.patch('/admin/catalog/products/:id', {
    config: CATALOG_TEAM,
    schema: {
      tags: PRODUCTS,
      summary: 'Cambiar precio de venta, existencias, publicación o cupón del producto',
      description:
        'Solo cambia lo enviado. Precio mayor que 0 con hasta 2 decimales; existencias: unidades a la venta, entero desde 0 (las apartadas por pedidos sin pagar ya están descontadas y vuelven solas si el pedido vence o se cancela). Con `expectedStock`, 409 si un pedido cambió las existencias mientras se editaban. Un producto no publicado desaparece de la tienda (404) pero sus pedidos siguen igual. Queda en la bitácora (antes → después).',
      params: AdminProductParams,
      body: AdminProductUpdate,
      response: { 200: AdminProductRow, ...changeErrors },
    },
    handler: async (request) => updateProduct(db, request.params.id, request.body, requestStaff(request)),
  });

  app.get('/admin/catalog/coupons', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Cupones con sus usos, el estado y los productos a los que aplican',
      querystring: AdminCouponListQuery,
      response: { 200: AdminCouponPage, 400: errorResponse, ...refusals },
    },
    handler: async (request) => listAdminCoupons(db, request.query),
  });

  app.get('/admin/catalog/coupons/:code', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Un cupón (el código sin distinguir mayúsculas)',
      params: AdminCouponParams,
      response: { 200: AdminCoupon, ...refusals, 404: errorResponse },
    },
    handler: async (request) => {
      const coupon = await findAdminCoupon(db, request.params.code);
      if (!coupon) throw notFound(COUPON_ADMIN_NOT_FOUND);
      return coupon;
    },
  });

  app.post('/admin/catalog/coupons', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Crear un cupón',
      description:
        'Código de 3 a 40 letras, números, - o _ (409 si ya existe, sin distinguir mayúsculas); descuento en porcentaje (P, hasta 100) o lempiras (F); vencimiento futuro; sin productos aplica a todos.',
      body: AdminCouponCreate,
      response: { 201: AdminCoupon, ...changeErrors },
    },
    handler: async (request, reply) => {
      const coupon = await createCoupon(db, request.body, requestStaff(request));
      return reply.code(201).send(coupon);
    },
  });

  app.patch('/admin/catalog/coupons/:code', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Cambiar un cupón (el código no cambia)',
      description: 'Solo cambia lo enviado; los pedidos que ya lo llevan se quedan con él.',
      params: AdminCouponParams,
      body: AdminCouponUpdate,
      response: { 200: AdminCoupon, ...changeErrors },
    },
    handler: async (request) => updateCoupon(db, request.params.code, request.body, requestStaff(request)),
  });

  app.post('/admin/catalog/coupons/:code/disable', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Desactivar un cupón: para los clientes deja de existir',
      description: 'Los pedidos que ya lo llevan lo conservan. Repetirlo no cambia nada.',
      params: AdminCouponParams,
      response: { 200: AdminCoupon, ...refusals, 404: errorResponse },
    },
    handler: async (request) => setCouponDisabled(db, request.params.code, true, requestStaff(request)),
  });

  app.post('/admin/catalog/coupons/:code/enable', {
    config: CATALOG_TEAM,
    schema: {
      tags: COUPONS,
      summary: 'Volver a activar un cupón desactivado',
      params: AdminCouponParams,
      response: { 200: AdminCoupon, ...refusals, 404: errorResponse },
    },
    handler: async (request) => setCouponDisabled(db, request.params.code, false, requestStaff(request)),
  });

  app.post('/admin/catalog/import', {
    config: CATALOG_TEAM,
    bodyLimit: CATALOG_CSV_MAX_BYTES,
    schema: {
      tags: PRODUCTS,
      summary: 'Importar precios y existencias desde un CSV (sku;precio;existencias)',
      description:
        'Cuerpo `text/csv` en UTF-8 de hasta 2 MiB, columnas separadas por `;`, cabecera `sku;precio;existencias`, precio con punto antes de los centavos y sin separador de miles. Se revisan todas las filas: si alguna está mal, 400 con cada línea y su error y no se aplica nada; si no, se aplica todo en una transacción (una entrada de bitácora por producto cambiado).',
      consumes: [CATALOG_CSV_CONTENT_TYPE],
      body: CatalogCsvFile,
      response: {
        200: CatalogImportResult,
        400: CatalogImportRejection,
        ...refusals,
        413: errorResponse,
        415: errorResponse,
      },
    },
    handler: async (request) => importPriceStockCsv(db, request.body, requestStaff(request)),
  });

  app.get('/admin/catalog/export', {
    config: CATALOG_TEAM,
    schema: {
      tags: PRODUCTS,
      summary: 'Exportar precios y existencias de todos los productos (CSV sku;precio;existencias)',
      description: 'El mismo formato que la importación: importar el archivo sin cambios no cambia nada.',
      produces: ['text/csv'],
      response: {
        // Sent as text/csv, so Fastify passes the string through instead of serialising it as JSON.
        200: CatalogCsvFile,
        ...refusals,
      },
    },
    handler: async (_request, reply) => {
      const csv = await exportPriceStockCsv(db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${catalogCsvFileName()}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
