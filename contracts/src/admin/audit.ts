import { Type, type Static } from '@sinclair/typebox';
import { DbId, Nullable, PageMeta } from '../http/common.js';
import { StaffRole } from './staff.js';

/**
 * The audit log (issue 34): every change made through `/admin/`, append-only, read by `admin`
 * (GET /admin/audit).
 */

/** One entry: who (with the role the route was allowed by), when, what, on what, before → after. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** Null for the command line (`npm run staff`); `staffEmail` then says so. */
  staffId: Nullable(Type.Integer()),
  staffEmail: Type.String(),
  role: Nullable(StaffRole),
  action: Type.String({ description: 'p. ej. `staff.create`, `staff.update`, `staff.login`' }),
  entityType: Nullable(Type.String({ description: 'p. ej. `staff`, `order`, `product`, `customer`' })),
  entityId: Nullable(Type.String()),
  before: Type.Unknown({ description: 'La entidad antes del cambio (null al crear)' }),
  after: Type.Unknown({ description: 'La entidad después del cambio' }),
  note: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

const FilterText = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 100, description }));

/** GET /admin/audit: every filter is optional; newest first. */
export const AuditQuery = Type.Object({
  staff: Type.Optional(DbId),
  action: FilterText('Acción exacta, p. ej. `staff.update`'),
  entityType: FilterText('Tipo de entidad exacto, p. ej. `order`'),
  entityId: FilterText('Id de la entidad (con `entityType`)'),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Desde este momento (incluido)' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Hasta este momento (excluido)' })),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
/** As the server sees it (defaults applied). */
export type AuditQuery = Static<typeof AuditQuery>;

/** 200 of GET /admin/audit. */
export const AuditPage = Type.Object({ items: Type.Array(AuditEntry), _meta: PageMeta });
export type AuditPage = Static<typeof AuditPage>;
