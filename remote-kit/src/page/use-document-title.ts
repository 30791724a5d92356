import { useEffect } from 'react';

export const STORE_NAME = 'Tienda Tecnología HN';

/** `{title} | Tienda Tecnología HN` while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${STORE_NAME}`;
  }, [title]);
}
