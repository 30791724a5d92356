import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './runtime-config';
import { loggedOut, type SessionState } from './session-slice';

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every call to the API: its address from the run-time configuration, the staff token, and a 401
 * (session expired after 8 idle hours, revoked, or never valid) ends the session here, which sends
 * the staff member back to the login page. The login call itself answers 401 for bad credentials:
 * that one is the form's to show.
 */
const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl()}${request.url}` }, api, extraOptions);
  const hadSession = (api.getState() as { session: SessionState }).session.token !== null;
  if (result.error?.status === 401 && hadSession && request.url !== LOGIN_URL) {
    api.dispatch(loggedOut({ expired: true }));
    api.dispatch(adminApi.util.resetApiState());
  }
  return result;
};

export const LOGIN_URL = '/admin/auth/login';

/**
 * The back office's one RTK Query API. Each feature adds its endpoints next to its pages with
 * `adminApi.injectEndpoints` (src/features/<feature>/<feature>-api.ts); shapes come from
 * @store/contracts. Add a tag type here when a feature needs one.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: [
    'Me',
    'Order',
    'OrderList',
    'PaymentReview',
    'CreditRequest',
    'Audit',
    'Mail',
    'Staff',
    'Ticket',
    'TicketList',
    'Review',
    'Integrator',
  ],
  endpoints: () => ({}),
});
