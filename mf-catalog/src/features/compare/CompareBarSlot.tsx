import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectComparedItems } from './compare-slice';
import { useRestoreCompareAfterHydration } from './restore-after-hydration';

// The bar's UI (thumbnails, buttons, the spacer) is downloaded when the first product is added
// to compare: most visits never compare, and the bar sits on every catalog page.
const CompareBar = lazy(() => import('./CompareBar').then((module) => ({ default: module.CompareBar })));

/** Where every catalog page shows the compare bar, once a product is selected. */
export function CompareBarSlot() {
  useRestoreCompareAfterHydration();
  const count = useAppSelector(selectComparedItems).length;
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
