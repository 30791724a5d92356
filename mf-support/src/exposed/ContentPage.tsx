import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { ContentPageView } from '../features/content-pages/ContentPageView';

recordSupportSharedModules();

/**
 * Exposed as `support/ContentPage`: `/pages/:slug`, or a fixed page through `slug`
 * (the shell maps `/politica-de-privacidad` to `slug="politica-de-privacidad"`).
 * The host provides the router and the theme; the store is ours.
 */
export default function ExposedContentPage({ slug }: { slug?: string }) {
  return (
    <Provider store={store}>
      <ContentPageView slug={slug} />
    </Provider>
  );
}
