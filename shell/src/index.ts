// Async boundary: federation negotiates shared modules before any of them is evaluated.
// The server's HTML is complete: the browser paints it first, then fetches and runs the app's code,
// so the first paint never waits behind JavaScript (afterFirstPaint).
import { afterFirstPaint } from './app/start-up';

void afterFirstPaint().then(() => import('./bootstrap'));
