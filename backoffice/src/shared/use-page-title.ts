import { useEffect } from 'react';

/** Each screen names itself in the tab title (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Back office`;
  }, [title]);
}
