import type { Product } from '@store/contracts';
import { catalogApi } from '../../app/catalog-api';

/**
 * The compared products, fresh from the API with their specs (`GET /products/slug/{slug}?expand=specs`,
 * the product page's call), in the list's order. A product the API no longer has (404) is left
 * out instead of failing the whole comparison; any other failure fails it (with 'Reintentar').
 */
export const compareApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getComparedProducts: build.query<Product[], readonly string[]>({
      async queryFn(slugs, _api, _extra, baseQuery) {
        const replies = await Promise.all(
          // The base query may answer synchronously: `async` makes each reply a promise.
          slugs.map(async (slug) =>
            baseQuery({ url: `/products/slug/${encodeURIComponent(slug)}`, query: { expand: 'specs' } }),
          ),
        );
        const products: Product[] = [];
        for (const reply of replies) {
          if (reply.error) {
            if (reply.error.status === 404) continue;
            return { error: reply.error };
          }
          // The endpoint's contract is `Product` (api/src/routes/catalog-routes.ts validates it).
          products.push(reply.data as Product);
        }
        return { data: products };
      },
      providesTags: (products) => [
        'ProductList' as const,
        ...(products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
  }),
});

export const { useGetComparedProductsQuery } = compareApi;
