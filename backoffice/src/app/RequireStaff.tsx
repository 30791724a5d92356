import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { StaffRole } from '@store/contracts';
import { canAccess } from './access';
import { useStaff } from './hooks';
import { NoPermissionPage } from './NoPermissionPage';

/** A page for logged-in staff with one of `roles`: otherwise the login page or "no tienes permiso". */
export function RequireStaff({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaff();
  const location = useLocation();
  if (!staff) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?siguiente=${encodeURIComponent(next)}`} replace />;
  }
  if (!canAccess(staff, roles)) return <NoPermissionPage />;
  return <>{children}</>;
}
