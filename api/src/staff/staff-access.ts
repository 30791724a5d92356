/**
 * Who may call the back office's routes: the one guard of every route under `/admin/`.
 *
 * A route declares the roles it needs in its route config, and nothing else:
 *
 * ```ts
 * app.patch('/admin/products/:id/price', {
 *   config: { staffRoles: ['catalogo'] },   // 'admin' passes every role check
 *   schema: { ... },                        // from @store/contracts, as every route
 *   handler: async (request) => { const staff = requestStaff(request); ... },
 * });
 * ```
 *
 * An `onRoute` hook (registered by buildApp before any route) then puts `requireStaff(...roles)`
 * first among the route's `onRequest` hooks and lists the roles in `/openapi.json` as the
 * operation's `x-staff-roles` (test/admin-access-matrix.test.ts walks them). A route under
 * `/admin/` without `staffRoles` stops the API at start-up; `staffRoles: 'public'` is for the
 * login alone.
 *
 * The check runs on `onRequest`, before the body is parsed or validated: without a valid staff
 * session the answer is 401 whatever was sent, and a role that may not call the route gets 403
 * before learning anything about the route's input.
 */
import { STAFF_PASSWORD_MESSAGES, STAFF_ROLES, type StaffRole } from '@store/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AuditActor } from '../audit/audit-log.js';
import { bearerToken } from '../auth/ownership.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { touchStaffSession, type StaffSessionOwner } from './staff-sessions.js';

export const STAFF_LOGIN_REQUIRED = 'Inicia sesión como personal de la tienda';
export const STAFF_LOGIN_REQUIRED_CODE = 'STAFF_LOGIN_REQUIRED';
export const ROLE_FORBIDDEN = 'Tu rol no permite esta acción';
export const FORBIDDEN_ROLE_CODE = 'FORBIDDEN_ROLE';
export const PASSWORD_CHANGE_REQUIRED_CODE = 'PASSWORD_CHANGE_REQUIRED';

/** The OpenAPI extension that lists an operation's roles (or `public`). */
export const STAFF_ROLES_EXTENSION = 'x-staff-roles';

/** Who may call an `/admin/` route: any of these roles (and `admin`), or anyone (`public`). */
export type StaffAccess = readonly StaffRole[] | 'public';

/** Routes for every staff member whatever their role (their own profile, logout). */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;

/** The staff member of a request that passed the guard. */
export interface StaffPrincipal extends StaffSessionOwner, AuditActor {
  id: number;
  /** The bearer token of this request's session. */
  token: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Set by the guard's onRoute hook from `config.staffRoles`; listed in /openapi.json. */
    'x-staff-roles'?: StaffRole[] | 'public';
  }
  interface FastifyContextConfig {
    /** Required on every `/admin/` route (src/staff/staff-access.ts). */
    staffRoles?: StaffAccess;
    /**
     * Open to a staff member who still has to replace the invitation's one-time password
     * (the password change itself, `GET /admin/me`, logout); every other route answers 403
     * `PASSWORD_CHANGE_REQUIRED` to them.
     */
    openBeforePasswordChange?: true;
  }
  interface FastifyRequest {
    /** Set by the staff guard on `/admin/` routes; null everywhere else. */
    staff: StaffPrincipal | null;
  }
}

export const staffLoginRequired = (): HttpError =>
  new HttpError(401, STAFF_LOGIN_REQUIRED, STAFF_LOGIN_REQUIRED_CODE);

export function isAdminPath(url: string): boolean {
  return url === '/admin' || url.startsWith('/admin/');
}

/**
 * The role a staff member acts with on a route that allows `allowed`: the first allowed role
 * they hold, else `admin` when they hold it (admin passes every check), else null (403).
 */
export function actingRole(held: readonly StaffRole[], allowed: readonly StaffRole[]): StaffRole | null {
  return allowed.find((role) => held.includes(role)) ?? (held.includes('admin') ? 'admin' : null);
}

/** The staff member the guard let in (handlers of `/admin/` routes). */
export function requestStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffLoginRequired();
  return request.staff;
}

export interface StaffAccessControl {
  /** The guard: 401 without a live staff session, 403 without one of `roles` (or admin). */
  requireStaff(...roles: StaffRole[]): onRequestAsyncHookHandler;
  /** The `onRoute` hook that installs the guard from `config.staffRoles` (see the top). */
  onRoute: (route: RouteOptions) => void;
}

export function createStaffAccess(db: Queryable, settings: { sessionIdleHours: number }): StaffAccessControl {
  const requireStaff: StaffAccessControl['requireStaff'] =
    (...roles) =>
    async (request) => {
      const token = bearerToken(request);
      const owner = token ? await touchStaffSession(db, token, settings.sessionIdleHours) : null;
      if (!token || !owner) throw staffLoginRequired();
      const role = actingRole(owner.roles, roles);
      if (!role) throw new HttpError(403, ROLE_FORBIDDEN, FORBIDDEN_ROLE_CODE);
      request.staff = { ...owner, token, actingRole: role };
      if (owner.mustChangePassword && request.routeOptions.config.openBeforePasswordChange !== true)
        throw new HttpError(403, STAFF_PASSWORD_MESSAGES.changeRequired, PASSWORD_CHANGE_REQUIRED_CODE);
    };

  return {
    requireStaff,
    onRoute: (route) => {
      if (!isAdminPath(route.url)) return;
      const access = route.config?.staffRoles;
      if (access === undefined || (access !== 'public' && access.length === 0)) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(
          `${methods} ${route.url}: toda ruta de /admin/ declara config.staffRoles (roles o 'public'; src/staff/staff-access.ts)`,
        );
      }
      route.schema = { ...route.schema, [STAFF_ROLES_EXTENSION]: access === 'public' ? access : [...access] };
      if (access === 'public') return;
      const own = route.onRequest;
      route.onRequest = [
        requireStaff(...access),
        ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
      ];
    },
  };
}

/** Makes `request.staff` exist (null) and installs the guard on every `/admin/` route. */
export function registerStaffAccess(app: FastifyInstance, access: StaffAccessControl): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', access.onRoute);
}
