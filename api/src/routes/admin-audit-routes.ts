/** The audit log, read by admins (issue 34): GET /admin/audit. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, errorResponse } from '@store/contracts';
import { listAuditEntries } from '../audit/audit-query.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

export const adminAuditRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  app.get('/admin/audit', {
    config: { staffRoles: ['admin'] },
    schema: {
      tags: ['Personal'],
      summary: 'El registro de auditoría: quién cambió qué y cuándo, lo más reciente primero',
      description:
        'Filtros opcionales: `staff` (id), `action`, `entityType`, `entityId`, `from` (incluido) y `to` (excluido) en ISO 8601. El registro es de solo anexado: nadie puede cambiarlo ni borrarlo.',
      querystring: AuditQuery,
      response: { 200: AuditPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => listAuditEntries(db, request.query),
  });
};
