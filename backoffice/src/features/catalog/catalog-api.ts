import {
  CATALOG_CSV_CONTENT_TYPE,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponListQuery,
  type AdminCouponPage,
  type AdminCouponUpdate,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductRow,
  type AdminProductUpdate,
  type CatalogImportResult,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The lists' queries as the URL carries them: every filter optional (the API applies defaults). */
export type ProductListArgs = Partial<AdminProductListQuery>;
export type CouponListArgs = Partial<AdminCouponListQuery>;

/**
 * The catalog (api/src/routes/admin-catalog-routes.ts): products, coupon codes, the price and
 * stock CSV. Its tags are added here (enhanceEndpoints) rather than in the shared API's list.
 */
export const catalogApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['CatalogProduct', 'Coupon'] })
  .injectEndpoints({
    endpoints: (build) => ({
      catalogProducts: build.query<AdminProductPage, ProductListArgs>({
        query: (params) => ({ url: '/admin/catalog/products', params }),
        providesTags: ['CatalogProduct'],
      }),
      updateProduct: build.mutation<AdminProductRow, { id: number; body: AdminProductUpdate }>({
        query: ({ id, body }) => ({ url: `/admin/catalog/products/${id}`, method: 'PATCH', body }),
        // The product coupon is a coupon too.
        invalidatesTags: ['CatalogProduct', 'Coupon'],
      }),
      coupons: build.query<AdminCouponPage, CouponListArgs>({
        query: (params) => ({ url: '/admin/catalog/coupons', params }),
        providesTags: ['Coupon'],
      }),
      createCoupon: build.mutation<AdminCoupon, AdminCouponCreate>({
        query: (body) => ({ url: '/admin/catalog/coupons', method: 'POST', body }),
        invalidatesTags: ['Coupon', 'CatalogProduct'],
      }),
      updateCoupon: build.mutation<AdminCoupon, { code: string; body: AdminCouponUpdate }>({
        query: ({ code, body }) => ({
          url: `/admin/catalog/coupons/${encodeURIComponent(code)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['Coupon', 'CatalogProduct'],
      }),
      setCouponDisabled: build.mutation<AdminCoupon, { code: string; disabled: boolean }>({
        query: ({ code, disabled }) => ({
          url: `/admin/catalog/coupons/${encodeURIComponent(code)}/${disabled ? 'disable' : 'enable'}`,
          method: 'POST',
        }),
        invalidatesTags: ['Coupon', 'CatalogProduct'],
      }),
      importPriceStock: build.mutation<CatalogImportResult, string>({
        query: (csv) => ({
          url: '/admin/catalog/import',
          method: 'POST',
          body: csv,
          headers: { 'Content-Type': `${CATALOG_CSV_CONTENT_TYPE}; charset=utf-8` },
        }),
        invalidatesTags: ['CatalogProduct'],
      }),
      exportPriceStock: build.mutation<string, undefined>({
        query: () => ({ url: '/admin/catalog/export', responseHandler: 'text' }),
      }),
    }),
  });

export const {
  useCatalogProductsQuery,
  useUpdateProductMutation,
  useCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useSetCouponDisabledMutation,
  useImportPriceStockMutation,
  useExportPriceStockMutation,
} = catalogApi;
