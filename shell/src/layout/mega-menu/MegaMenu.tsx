import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Popover from '@mui/material/Popover';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenusState } from './use-menus';
import { MegaMenuContent } from './MegaMenuStatus';

interface Props {
  menus: MenusState & { retry: () => void };
}

/**
 * 'Categorías': a disclosure button opening the category panel. The panel is a Popover, so
 * focus moves into it, Tab stays inside, Escape closes it and focus returns to the button.
 */
export function MegaMenu({ menus }: Props) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
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
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Categorías
      </Button>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            'aria-label': 'Categorías',
            role: 'dialog',
            sx: { width: 'min(1100px, calc(100vw - 32px))', mt: 1, py: 3 },
          },
        }}
      >
        <Container maxWidth="lg">
          <MegaMenuContent menus={menus} onNavigate={close} />
        </Container>
      </Popover>
    </>
  );
}
