import {
  matchesContract,
  Product,
  type HistoryRangeQuery,
  type Purchase,
  type PurchaseItem,
} from '@store/contracts';
import { DEFAULT_INTENT_TIMEOUT_MS, eventBus } from '@store/app-kit';
import { portalApi } from '../../app/portal-api';
import { buyAgain, type BuyAgainOutcome } from './buy-again';

export interface PurchasesArgs {
  /** Keys the cache by customer too: one customer's orders never answer another's session. */
  customerId: number;
  d1: string;
  d2: string;
}

export interface PurchaseArgs {
  customerId: number;
  orderId: number;
}

/**
 * The customer's purchases, and 'Comprar de nuevo'. Tagged as the customer's data ('Customer'),
 * so a logout or a session changed in another tab drops them with the rest
 * (app/listener-middleware.ts).
 */
export const purchasesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /customers/get-compras/{id}?d1&d2`: placed orders, both days included, newest first. */
    getPurchases: build.query<Purchase[], PurchasesArgs>({
      query: ({ customerId, d1, d2 }) => {
        const query: HistoryRangeQuery = { d1, d2 };
        return { url: `/customers/get-compras/${String(customerId)}`, query };
      },
      providesTags: [{ type: 'Customer', id: 'purchases' }],
    }),
    /**
     * `GET /customers/{id}/purchases/{orderId}`: one purchase by its order id, so the detail
     * opens from a link or a reload without the list (404 for an order that is not theirs).
     */
    getPurchase: build.query<Purchase, PurchaseArgs>({
      query: ({ customerId, orderId }) => `/customers/${String(customerId)}/purchases/${String(orderId)}`,
      providesTags: [{ type: 'Customer', id: 'purchases' }],
    }),
    /**
     * 'Comprar de nuevo': each product read again (`GET /products/{id}`, never from a cache: the
     * stock is what matters), then `cart-add-requested` for those in stock. Never fails: what
     * could not be added is part of the answer.
     */
    buyAgain: build.mutation<BuyAgainOutcome, readonly PurchaseItem[]>({
      queryFn: async (items, _api, _extraOptions, baseQuery) => {
        const outcome = await buyAgain(items, {
          loadProduct: async (productId) => {
            const result = await baseQuery(`/products/${String(productId)}`);
            // Only an answer shaped like a product is sent on to the cart.
            return result.error === undefined && matchesContract(Product, result.data) ? result.data : null;
          },
          addToCart: (product, qty) =>
            eventBus.request(
              'cart:add-requested',
              { v: 1, product, qty },
              { timeoutMs: DEFAULT_INTENT_TIMEOUT_MS },
            ),
        });
        return { data: outcome };
      },
    }),
  }),
});

export const { useGetPurchasesQuery, useGetPurchaseQuery, useBuyAgainMutation } = purchasesApi;
