// @ts-check
/** `npm run build`: installs what is missing and builds the API and every app for production. */
import { buildAll, installDependencies } from './workspace.mjs';

installDependencies();
buildAll();
