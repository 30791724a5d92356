import { Container } from '@store/app-kit/shared-mui-components';
import Popover from '@mui/material/Popover';
import type { MenusState } from './use-menus';
import { MegaMenuContent } from './MegaMenuStatus';

export interface MegaMenuPanelProps {
  id: string;
  menus: MenusState & { retry: () => void };
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The category panel under 'Categorías'. A Popover: focus moves into it, Tab stays inside,
 * Escape closes it and focus returns to the button. Loaded when the shopper first reaches for
 * the button (MegaMenu.tsx).
 */
export function MegaMenuPanel({ id, menus, anchor, open, onClose }: MegaMenuPanelProps) {
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
        <MegaMenuContent menus={menus} onNavigate={onClose} />
      </Container>
    </Popover>
  );
}
