import { Outlet, useLocation } from 'react-router-dom';
import { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';
import { isFullWidthPath, layoutForPath } from './frame-rules';
import { BlankLayout, CheckoutLayout, MainLayout, SimpleLayout } from './layouts';
import { usePageViews } from '../../features/analytics/use-page-views';

/** Wraps every route in the layout its path calls for (frame-rules.ts). */
export function FrameLayout() {
  const { pathname } = useLocation();
  usePageViews();
  useScrollToTopOnNavigation();
  const page = <Outlet />;
  switch (layoutForPath(pathname)) {
    case 'checkout':
      return <CheckoutLayout>{page}</CheckoutLayout>;
    case 'simple':
      return <SimpleLayout>{page}</SimpleLayout>;
    case 'blank':
      return <BlankLayout>{page}</BlankLayout>;
    default:
      return <MainLayout fluid={isFullWidthPath(pathname)}>{page}</MainLayout>;
  }
}
