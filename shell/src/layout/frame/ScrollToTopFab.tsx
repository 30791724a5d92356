import { Fab } from '@store/app-kit/shared-mui-components';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The button itself, zooming in and out with `visible`. */
export function ScrollToTopFab({ visible }: { visible: boolean }) {
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Focus goes to the top of the page too, or a keyboard user would stay at the bottom.
    document.getElementById('inicio')?.focus({ preventScroll: true });
  };
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        size="small"
        color="primary"
        aria-label="Volver arriba"
        onClick={toTop}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
