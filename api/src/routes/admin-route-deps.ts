import type { AttemptStore } from '../auth/login-throttle-store.js';
import type { StaffSettings } from '../staff/staff-settings.js';
import type { RouteDeps } from './route-deps.js';

/** What the back office's route plugins (`admin-*-routes.ts`) receive from `buildApp`. */
export interface AdminRouteDeps extends RouteDeps {
  /** Second factor, session idle time, lockout (src/staff/staff-settings.ts). */
  staffSettings: StaffSettings;
  /** Where failed logins of unknown e-mails are counted (the same store as every limit). */
  attemptStore: AttemptStore;
}
