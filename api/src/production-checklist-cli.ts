/**
 * `npm run check:production` (`pnpm --filter @store/api check-production`): prints the
 * production checklist for this process's environment and exits 1 when a production start
 * would be refused, so a deployment script can run it before starting the API.
 */
import { productionChecklist } from './production-checklist.js';

const report = productionChecklist(process.env);
console.log(report.text);
process.exitCode = report.refusals > 0 ? 1 : 0;
