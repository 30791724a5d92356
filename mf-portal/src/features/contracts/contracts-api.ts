import type {
  ContractDetailQuery,
  CreditContract,
  CreditContractDetail,
  HistoryRangeQuery,
} from '@store/contracts';
import { portalApi } from '../../app/portal-api';

export interface ContractsArgs {
  /** Keys the cache by customer too: one customer's contracts never answer another's session. */
  customerId: number;
  d1: string;
  d2: string;
}

export interface ContractDetailArgs {
  customerId: number;
  contractId: number;
}

/**
 * The customer's credit contracts. Tagged as the customer's data ('Customer'), so a logout or a
 * session changed in another tab drops them with the rest (app/listener-middleware.ts).
 */
export const contractsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /customers/get-contracts/{id}?d1&d2`: both days included, newest first. */
    getContracts: build.query<CreditContract[], ContractsArgs>({
      query: ({ customerId, d1, d2 }) => {
        const query: HistoryRangeQuery = { d1, d2 };
        return { url: `/customers/get-contracts/${String(customerId)}`, query };
      },
      providesTags: [{ type: 'Customer', id: 'contracts' }],
    }),
    /** `GET /customers/get-contracts-details/{id}?contract_id=`: the contract and its schedule. */
    getContractDetail: build.query<CreditContractDetail, ContractDetailArgs>({
      query: ({ customerId, contractId }) => {
        const query: ContractDetailQuery = { contract_id: contractId };
        return { url: `/customers/get-contracts-details/${String(customerId)}`, query };
      },
      providesTags: [{ type: 'Customer', id: 'contracts' }],
    }),
  }),
});

export const { useGetContractsQuery, useGetContractDetailQuery } = contractsApi;
