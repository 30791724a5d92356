import type { AuditPage, AuditQuery } from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** The audit log (GET /admin/audit), `admin` only. */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditPage, Partial<AuditQuery>>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
