import { Alert, Box, Button, CircularProgress } from '@store/app-kit/shared-mui-components';
import type { MenusState } from './use-menus';
import { MegaMenuGroups } from './MegaMenuGroups';

interface Props {
  menus: MenusState & { retry: () => void };
  onNavigate: () => void;
}

/** The mega-menu's body in each state; shared by the desktop panel and the mobile tab. */
export function MegaMenuContent({ menus, onNavigate }: Props) {
  if (menus.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Cargando categorías" />
      </Box>
    );
  }
  if (menus.status === 'error') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={menus.retry}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar las categorías.
      </Alert>
    );
  }
  return <MegaMenuGroups groups={menus.mega} onNavigate={onNavigate} />;
}
