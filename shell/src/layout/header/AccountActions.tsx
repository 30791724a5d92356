import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@store/app-kit/shared-mui-components';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { CountBadge, CountedLabel } from '@store/remote-kit';
import { CompareLink } from './CompareLink';
import { useAccountActions } from './use-account-actions';

interface Props {
  /** Called after an action (the mobile menu closes itself). */
  onAction?: () => void;
  /** Full-width buttons stacked in the mobile menu. */
  stacked?: boolean;
}

/** 'Mi Pedido', 'Favs' with its count, 'Comparar' (only with products in it) and 'Mi Perfil'. */
export function AccountActions({ onAction, stacked = false }: Props) {
  const { favCount, openFavourites, openProfile } = useAccountActions();
  const sx = stacked ? { justifyContent: 'flex-start', width: '100%', py: 1.25 } : undefined;
  return (
    <>
      <Button
        component={RouterLink}
        to="/estado-orden"
        color="inherit"
        startIcon={<LocalShippingOutlinedIcon />}
        onClick={onAction}
        sx={sx}
      >
        Mi Pedido
      </Button>
      <Button
        color="inherit"
        onClick={() => {
          onAction?.();
          openFavourites();
        }}
        startIcon={<CountBadge count={favCount} icon={<FavoriteBorderIcon />} testId="favs-badge" />}
        sx={sx}
      >
        <CountedLabel label="Favs" count={favCount} />
      </Button>
      <CompareLink onAction={onAction} sx={sx} />
      <Button
        color="inherit"
        onClick={() => {
          onAction?.();
          openProfile();
        }}
        startIcon={<PersonOutlineIcon />}
        sx={sx}
      >
        Mi Perfil
      </Button>
    </>
  );
}
