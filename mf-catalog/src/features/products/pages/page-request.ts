import type { ServerPageRequest } from '@store/app-kit';

/*
 * What a server render reads of the request, as the page's hooks read it in the browser (the
 * route's `slug`, unless the shell's route passes one; the query string).
 */

export function slugOf(request: ServerPageRequest): string {
  const fromProps = request.props.slug;
  return typeof fromProps === 'string' ? fromProps : (request.params.slug ?? '');
}

export function searchParamsOf(request: ServerPageRequest): URLSearchParams {
  return new URL(request.url, 'http://tienda.invalid').searchParams;
}
