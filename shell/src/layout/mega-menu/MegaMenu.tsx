import { useId, useRef, useState } from 'react';
import { Button } from '@store/app-kit/shared-mui-components';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { onDemand, useOnDemand } from '../../app/on-demand';
import type { MenusState } from './use-menus';

const panelPart = onDemand(() => import('./MegaMenuPanel').then((module) => module.MegaMenuPanel));

interface Props {
  menus: MenusState & { retry: () => void };
}

/**
 * 'Categorías': a disclosure button opening the category panel. The panel's code (Popover,
 * the category lists) is not on the first view: it loads when the shopper points at, focuses
 * or presses the button.
 */
export function MegaMenu({ menus }: Props) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, wantPanel] = useOnDemand(panelPart);
  const panelId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        ref={anchor}
        variant="contained"
        disableElevation
        startIcon={<MenuIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open && Panel ? panelId : undefined}
        onPointerEnter={wantPanel}
        onFocus={wantPanel}
        onClick={() => {
          wantPanel();
          setOpen((value) => !value);
        }}
      >
        Categorías
      </Button>
      {Panel ? (
        <Panel id={panelId} menus={menus} anchor={anchor.current} open={open} onClose={close} />
      ) : null}
    </>
  );
}
