import type { LogoutResponse, StaffLoginRequest, StaffLoginResponse, StaffProfile } from '@store/contracts';
import { adminApi, LOGIN_URL } from '../../app/admin-api';

/** Login, logout and "who am I" (api/src/routes/admin-auth-routes.ts). */
export const authApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<StaffLoginResponse, StaffLoginRequest>({
      query: (body) => ({ url: LOGIN_URL, method: 'POST', body }),
    }),
    logout: build.mutation<LogoutResponse, undefined>({
      query: () => ({ url: '/admin/auth/logout', method: 'POST' }),
    }),
    me: build.query<StaffProfile, undefined>({ query: () => '/admin/me', providesTags: ['Me'] }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery } = authApi;
