import type { ServerPageRequest } from '@store/app-kit';
import { isApiFailure } from '@store/remote-kit';
import type { AppStore } from '../../app/store';
import { contentPagesApi } from './content-pages-api';

/** The content page the server renders, fetched with the argument ContentPageView's hook uses. */
export async function loadContentPage(store: AppStore, request: ServerPageRequest): Promise<number> {
  const fromProps = request.props.slug;
  const slug = typeof fromProps === 'string' ? fromProps : (request.params.slug ?? '');
  if (!slug) return 404;
  const page = await store.dispatch(contentPagesApi.endpoints.getContentPage.initiate(slug));
  return page.isError && isApiFailure(page.error) && page.error.status === 404 ? 404 : 200;
}
