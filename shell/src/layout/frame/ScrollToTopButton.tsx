import { useEffect } from 'react';
import { onDemand, useOnDemand } from '../../app/on-demand';
import { SCROLL_TO_TOP_AFTER_PX } from './frame-rules';
import { useScrolledPast } from './use-scrolled-past';

// The button (MUI's Fab and Zoom transition) is useless until the shopper has scrolled, so its
// code loads then, not with the first view.
const scrollToTopFab = onDemand<{ visible: boolean }>(() =>
  import(/* webpackChunkName: "scroll-to-top" */ './ScrollToTopFab').then((module) => module.ScrollToTopFab),
);

/** Appears after 400px of scrolling; takes the shopper (and keyboard focus) back to the top. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  const [Fab, want] = useOnDemand(scrollToTopFab);
  useEffect(() => {
    if (visible) want();
  }, [visible, want]);
  return Fab ? <Fab visible={visible} /> : null;
}
