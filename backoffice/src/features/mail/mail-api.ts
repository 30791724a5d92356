import type { AdminMailPage, AdminMailQuery } from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The store's outgoing mail (GET /admin/mail): the dead letters unless a status is asked. */
export const mailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    mail: build.query<AdminMailPage, Partial<AdminMailQuery>>({
      query: (params) => ({ url: '/admin/mail', params }),
      providesTags: ['Mail'],
    }),
  }),
});

export const { useMailQuery } = mailApi;
