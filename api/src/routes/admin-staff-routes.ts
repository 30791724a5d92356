/**
 * Staff administration (issue 34, "Admin: Staff"): list, invite, roles, disable/enable, reset
 * the second factor. Admin only; every change is in the audit log (src/staff/staff-accounts.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponse,
  IdParams,
  SecondFactorResetResponse,
  StaffInviteRequest,
  StaffInviteResponse,
  StaffList,
  StaffProfile,
  StaffUpdateRequest,
} from '@store/contracts';
import { requestStaff } from '../staff/staff-access.js';
import { changeStaff, createStaffAccount, resetSecondFactor } from '../staff/staff-accounts.js';
import { listStaff, staffProfile } from '../staff/staff-repository.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

const ADMIN_ONLY = { staffRoles: ['admin'] } as const;
const TAGS = ['Personal'];
const refusals = { 401: errorResponse, 403: errorResponse };

export const adminStaffRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (
  app,
  { db, staffSettings },
) => {
  app.get('/admin/staff', {
    config: ADMIN_ONLY,
    schema: {
      tags: TAGS,
      summary: 'Todo el personal: roles, segundo factor, desactivados y bloqueos',
      response: { 200: StaffList, ...refusals },
    },
    handler: async () => ({ items: (await listStaff(db)).map((staff) => staffProfile(staff)) }),
  });

  app.post('/admin/staff', {
    config: ADMIN_ONLY,
    schema: {
      tags: TAGS,
      summary: 'Invitar a un miembro del personal',
      description:
        'Crea la cuenta con una contraseña de un solo uso y un segundo factor pendiente, y los devuelve **una sola vez**: `oneTimePassword` y `secondFactor.otpauthUri` (el código QR de la aplicación de autenticación). Correo repetido: 409 `STAFF_EMAIL_TAKEN`.',
      body: StaffInviteRequest,
      response: {
        201: StaffInviteResponse,
        400: errorResponse,
        ...refusals,
        409: errorResponse,
        503: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const issued = await createStaffAccount(db, staffSettings, request.body, requestStaff(request));
      return reply.status(201).send({ ...issued, staff: staffProfile(issued.staff) });
    },
  });

  app.patch('/admin/staff/:id', {
    config: ADMIN_ONLY,
    schema: {
      tags: TAGS,
      summary: 'Cambiar el nombre, los roles o desactivar / activar a un miembro del personal',
      description:
        'Desactivar cierra sus sesiones; `disabled: false` también quita un bloqueo por intentos fallidos. Siempre queda al menos un administrador activo: 409 `LAST_ADMIN`.',
      params: IdParams,
      body: StaffUpdateRequest,
      response: {
        200: StaffProfile,
        400: errorResponse,
        ...refusals,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request) =>
      staffProfile(await changeStaff(db, request.params.id, request.body, requestStaff(request))),
  });

  app.post('/admin/staff/:id/reset-second-factor', {
    config: ADMIN_ONLY,
    schema: {
      tags: TAGS,
      summary: 'Restablecer el segundo factor (teléfono perdido o cambiado)',
      description:
        'El código anterior deja de servir, se cierran sus sesiones y se devuelve **una sola vez** el nuevo `secondFactor.otpauthUri`.',
      params: IdParams,
      response: { 200: SecondFactorResetResponse, ...refusals, 404: errorResponse, 503: errorResponse },
    },
    handler: async (request) => {
      const reset = await resetSecondFactor(db, staffSettings, request.params.id, requestStaff(request));
      return { ...reset, staff: staffProfile(reset.staff) };
    },
  });
};
