import { startAuthService } from '../app/auth-service';
import { recordPortalSharedModules } from '../app/shared-modules';

recordPortalSharedModules();

/** The shell calls this once at start-up: the session's owner publishes who is logged in. */
export default function start(): () => void {
  return startAuthService();
}
