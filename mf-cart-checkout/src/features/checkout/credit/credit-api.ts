import { DEFAULT_SALES_ORG } from '@store/contracts';
import type {
  CreditGroupPolicy,
  CreditGroupPolicyQuery,
  CreditGroupPolicyResponse,
  CreditOrder,
  CreditOrderViewQuery,
  CreditPaymentDays,
  CreditStatus,
  CreditStatusQuery,
  SaveCreditOrderBody,
  SavedCreditOrder,
} from '@store/contracts';
import { cartCheckoutApi } from '../../../app/cart-checkout-api';
import { orderHeaders } from '../checkout-api';
import type { OrderRef } from '../checkout-types';

/** What the checkout needs of the credit line: every part (api/docs/credit.md). */
const CREDIT_STATUS_QUERY: CreditStatusQuery = { expand: 'creditStatus,creditPolicy,tieneMora' };

/**
 * The credit-line purchase's calls (api/docs/credit.md). Reads are cached per customer, group or
 * order; the customer's session (Bearer) is added by the base query.
 */
export const creditApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /customers/credit/{customerId}`: line, policy, arrears, contact of the credit team. */
    getCreditStatus: build.query<CreditStatus, number>({
      query: (customerId) => ({ url: `/customers/credit/${String(customerId)}`, query: CREDIT_STATUS_QUERY }),
      providesTags: ['Credit'],
    }),
    /**
     * `GET /credit-order/group-policy` once per material group of the cart (the spec's call), as
     * one cached answer: the policies by material group. Any failed call fails the whole.
     */
    getGroupPolicies: build.query<
      Record<string, CreditGroupPolicy>,
      { creditGroup: string; materialGroups: string[] }
    >({
      async queryFn({ creditGroup, materialGroups }, _api, _extra, baseQuery) {
        const policies: Record<string, CreditGroupPolicy> = {};
        for (const materialGroup of materialGroups) {
          const query: CreditGroupPolicyQuery = { creditGroup, materialGroup, salesOrg: DEFAULT_SALES_ORG };
          const result = await baseQuery({ url: '/credit-order/group-policy', query });
          if (result.error) return { error: result.error };
          policies[materialGroup] = (result.data as CreditGroupPolicyResponse).creditConditions;
        }
        return { data: policies };
      },
      providesTags: ['Credit'],
    }),
    /** `GET /credit-order/days`: the days of the month that take payments, ascending. */
    getPaymentDays: build.query<number[], undefined>({
      query: () => '/credit-order/days',
      transformResponse: (response: CreditPaymentDays) =>
        Object.entries(response[0]?.availableDays ?? {})
          .filter(([, available]) => available)
          .map(([day]) => Number(day))
          .filter((day) => Number.isInteger(day) && day >= 1 && day <= 31)
          .sort((a, b) => a - b),
    }),
    /**
     * `POST /credit-order/save`: the choices only; the server computes and saves every figure. A
     * guest order being bought after logging in travels with its token, so the API assigns it.
     */
    saveCreditOrder: build.mutation<SavedCreditOrder, { order: OrderRef; body: SaveCreditOrderBody }>({
      query: ({ order, body }) => ({
        url: '/credit-order/save',
        method: 'POST',
        body,
        headers: orderHeaders(order.accessToken),
      }),
      invalidatesTags: (_saved, error, { order }) =>
        error ? [] : ['Credit', { type: 'Order', id: order.id }],
    }),
    /** `GET /credit-order/view?orderId=`: an order's credit request with its contracts. */
    getCreditOrder: build.query<CreditOrder, number>({
      query: (orderId) => {
        const query: CreditOrderViewQuery = { orderId };
        return { url: '/credit-order/view', query };
      },
      providesTags: ['Credit'],
    }),
  }),
});

export const {
  useGetCreditStatusQuery,
  useGetGroupPoliciesQuery,
  useGetPaymentDaysQuery,
  useGetCreditOrderQuery,
} = creditApi;
