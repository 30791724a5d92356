import { useState } from 'react';
import { IconButton } from '@store/app-kit/shared-mui-components';
import MenuIcon from '@mui/icons-material/Menu';
import { onDemand, useOnDemand } from '../../app/on-demand';
import type { MenusState } from '../mega-menu/use-menus';

const drawerPart = onDemand(() => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer));

interface Props {
  menus: MenusState & { retry: () => void };
}

/**
 * The phone menu button. The drawer's code (Drawer, Tabs, the category lists) is not on the
 * first view: it loads when the shopper points at, focuses or presses the button.
 */
export function MobileMenu({ menus }: Props) {
  const [open, setOpen] = useState(false);
  const [MenuDrawer, wantDrawer] = useOnDemand(drawerPart);
  return (
    <>
      <IconButton
        edge="start"
        color="inherit"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={wantDrawer}
        onFocus={wantDrawer}
        onClick={() => {
          wantDrawer();
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {MenuDrawer ? <MenuDrawer menus={menus} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
