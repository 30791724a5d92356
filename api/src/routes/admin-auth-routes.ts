/**
 * The back office's login, logout and "who am I" (issue 34). Staff tokens are their own kind of
 * bearer token (src/staff/staff-sessions.ts): a customer's token is refused here (401) and a
 * staff token on the customers' routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponse,
  LogoutResponse,
  STAFF_PASSWORD_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffPasswordChange,
  StaffPasswordChanged,
  StaffProfile,
} from '@store/contracts';
import { audit } from '../audit/audit-log.js';
import { addressKey } from '../http/address-key.js';
import { ANY_STAFF, requestStaff, staffLoginRequired } from '../staff/staff-access.js';
import { authenticateStaff } from '../staff/staff-login.js';
import { changeOwnStaffPassword } from '../staff/staff-password.js';
import { findStaffById, staffProfile } from '../staff/staff-repository.js';
import { createStaffSession, revokeStaffSession } from '../staff/staff-sessions.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

export const STAFF_LOGGED_OUT_MESSAGE = 'Sesión del personal cerrada';

function staffLoginThrottled(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos de inicio de sesión desde tu conexión. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export const adminAuthRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (
  app,
  { db, limiter, staffSettings, attemptStore },
) => {
  app.post('/admin/auth/login', {
    config: { staffRoles: 'public' },
    schema: {
      tags: ['Personal'],
      summary: 'Iniciar sesión del personal; devuelve el token de sesión del personal',
      description:
        "Correo, contraseña y `totp` (código de 6 dígitos de la aplicación de autenticación; obligatorio con NODE_ENV=production y para quien ya lo activó). Cualquier dato incorrecto: 401 'Correo, contraseña o código incorrectos' (no dice cuál). 5 fallos seguidos bloquean la cuenta 15 minutos: 429 `STAFF_LOCKED` con `Retry-After`, aun con los datos correctos. Limitado por dirección IP (429 `TOO_MANY_REQUESTS`). El token (`Authorization: Bearer`) sirve solo en `/admin/` y caduca tras STAFF_SESSION_IDLE_HOURS (8) horas sin uso.",
      body: StaffLoginRequest,
      response: {
        200: StaffLoginResponse,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
    handler: async (request) => {
      const address = addressKey(request.ip);
      await limiter.take('staffLoginPerAddress', address, staffLoginThrottled);
      const staff = await authenticateStaff(
        { db, attempts: attemptStore, settings: staffSettings },
        request.body,
      );
      // Staff logging in from one office address do not use up each other's attempts.
      await limiter.giveBack('staffLoginPerAddress', address);
      const token = await db.transaction(async (tx) => {
        const opened = await createStaffSession(tx, staff.id, staffSettings.sessionIdleHours);
        await audit(
          tx,
          { id: staff.id, email: staff.email, actingRole: null },
          {
            action: 'staff.login',
            entityType: 'staff',
            entityId: staff.id,
          },
        );
        return opened;
      });
      return {
        token,
        staff: staffProfile(staff),
        idleTimeoutMinutes: staffSettings.sessionIdleHours * 60,
      };
    },
  });

  app.post('/admin/auth/logout', {
    config: { staffRoles: ANY_STAFF, openBeforePasswordChange: true },
    schema: {
      tags: ['Personal'],
      summary: 'Cerrar la sesión del personal: el token deja de servir',
      description: 'Con el token del personal. Revoca esa sesión; después el mismo token recibe 401.',
      response: { 200: LogoutResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => {
      const staff = requestStaff(request);
      await db.transaction(async (tx) => {
        await revokeStaffSession(tx, staff.sessionId);
        await audit(
          tx,
          { ...staff, actingRole: null },
          {
            action: 'staff.logout',
            entityType: 'staff',
            entityId: staff.id,
          },
        );
      });
      return { success: true, message: STAFF_LOGGED_OUT_MESSAGE };
    },
  });

  app.get('/admin/me', {
    config: { staffRoles: ANY_STAFF, openBeforePasswordChange: true },
    schema: {
      tags: ['Personal'],
      summary: 'El miembro del personal de la sesión, con sus roles',
      response: { 200: StaffProfile, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => {
      const staff = await findStaffById(db, requestStaff(request).id);
      if (!staff) throw staffLoginRequired();
      return staffProfile(staff);
    },
  });

  app.post('/admin/me/password', {
    config: { staffRoles: ANY_STAFF, openBeforePasswordChange: true },
    schema: {
      tags: ['Personal'],
      summary: 'Cambiar la propia contraseña (cualquier miembro del personal)',
      description: `La contraseña actual y una nueva de ${STAFF_PASSWORD_MIN_LENGTH} caracteres o más, distinta de la actual (400 con \`fields\` en español). Cierra las demás sesiones de la persona; esta sigue. Quien entró con la contraseña temporal de su invitación (\`mustChangePassword\`) recibe 403 \`PASSWORD_CHANGE_REQUIRED\` en toda otra ruta de /admin/ hasta cambiarla aquí.`,
      body: StaffPasswordChange,
      response: { 200: StaffPasswordChanged, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => {
      await changeOwnStaffPassword(db, requestStaff(request), request.body);
      return { success: true as const, message: STAFF_PASSWORD_MESSAGES.changed };
    },
  });
};
