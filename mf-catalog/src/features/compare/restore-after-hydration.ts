import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { compareRestored } from './compare-slice';
import { readStoredCompareList } from './compare-storage';

/*
 * On a server-rendered page the browser's store starts with no compare list, as the server
 * rendered it (hydration needs the same markup); the shopper's stored list comes back right
 * after, once, from whichever catalog page mounts first.
 */
let restorePending = false;

export function restoreCompareAfterHydration(): void {
  restorePending = true;
}

export function useRestoreCompareAfterHydration(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!restorePending) return;
    restorePending = false;
    dispatch(compareRestored(readStoredCompareList()));
  }, [dispatch]);
}
