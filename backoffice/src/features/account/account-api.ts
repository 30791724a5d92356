import type { StaffPasswordChange, StaffPasswordChanged } from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The staff member's own password (POST /admin/me/password), any role. */
export const accountApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<StaffPasswordChanged, StaffPasswordChange>({
      query: (body) => ({ url: '/admin/me/password', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = accountApi;
