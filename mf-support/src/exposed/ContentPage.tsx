import { Provider } from 'react-redux';
import type { PrepareServerPage } from '@store/app-kit';
import { store as pageStore, type AppStore } from '../app/store';
import { prepareSupportPage } from '../app/server-page';
import { recordSupportSharedModules } from '../app/shared-modules';
import { ContentPageView } from '../features/content-pages/ContentPageView';
import { loadContentPage } from '../features/content-pages/server-data';

recordSupportSharedModules();

/**
 * Exposed as `support/ContentPage`: `/pages/:slug`, or a fixed page through `slug`
 * (the shell maps `/politica-de-privacidad` to `slug="politica-de-privacidad"`).
 * The host provides the router and the theme; the store is ours (the page's, or on the server
 * one per request: `prepareServerPage`).
 */
export default function ExposedContentPage({ slug, store = pageStore }: { slug?: string; store?: AppStore }) {
  return (
    <Provider store={store}>
      <ContentPageView slug={slug} />
    </Provider>
  );
}

/** The shell's server renders this page with the data it fetches here (app/server-page.ts). */
export const prepareServerPage: PrepareServerPage = (request) =>
  prepareSupportPage((store) => loadContentPage(store, request));
