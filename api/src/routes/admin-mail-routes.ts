/** The store's outgoing mail, read by admins (issue 34): GET /admin/mail, the dead letters first. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminMailPage, AdminMailQuery, errorResponse } from '@store/contracts';
import { listMail } from '../mail/dead-letters.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

export const adminMailRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  app.get('/admin/mail', {
    config: { staffRoles: ['admin'] },
    schema: {
      tags: ['Personal'],
      summary: 'Correos de la tienda por estado: los que no se pudieron entregar, lo más reciente primero',
      description:
        '`status` (por omisión `dead`: se dejó de intentar tras MAIL_MAX_ATTEMPTS intentos, con la última respuesta del servidor SMTP en `lastError`) y `to` opcional. Sin el texto de los correos: uno de restablecer contraseña abre la cuenta del cliente. Para volver a encolar uno, docs/operations.md ("Mail").',
      querystring: AdminMailQuery,
      response: { 200: AdminMailPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => listMail(db, request.query),
  });
};
