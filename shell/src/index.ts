// Async boundary: federation negotiates shared modules before any of them is evaluated.
// The server's HTML is complete: the browser paints it first, then fetches and runs the app's code,
// so the first paint never waits behind JavaScript (afterFirstPaint).
// It waits for the whole HTML first: this script is async and may run while the page is parsed.
import { afterFirstPaint, whenDocumentParsed } from './app/start-up';

void whenDocumentParsed()
  .then(afterFirstPaint)
  .then(() => import('./bootstrap'));
