import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { StaffRole } from '@store/contracts';
import { canAccess } from './access';
import { useStaff } from './hooks';
import { NoPermissionPage } from './NoPermissionPage';
import { CHANGE_PASSWORD_PATH } from './pages';

/**
 * A page for logged-in staff with one of `roles`: otherwise the login page or "no tienes permiso".
 * Someone still on an invitation's one-time password is sent to "Cambiar contraseña" first (the
 * API refuses them everything else with 403 PASSWORD_CHANGE_REQUIRED anyway).
 */
export function RequireStaff({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaff();
  const location = useLocation();
  if (!staff) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?siguiente=${encodeURIComponent(next)}`} replace />;
  }
  if (staff.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH)
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (!canAccess(staff, roles)) return <NoPermissionPage />;
  return <>{children}</>;
}
