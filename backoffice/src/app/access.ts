import type { StaffProfile, StaffRole } from '@store/contracts';

/**
 * Whether a staff member may open a page meant for `roles`: `admin` may open every page, as the
 * API lets `admin` call every /admin/ route. An empty list: any staff member. The API checks the
 * same roles on every call; hiding a page is for clarity, not protection.
 */
export function canAccess(staff: Pick<StaffProfile, 'roles'> | null, roles: readonly StaffRole[]): boolean {
  if (!staff) return false;
  if (roles.length === 0 || staff.roles.includes('admin')) return true;
  return roles.some((role) => staff.roles.includes(role));
}
