import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@store/app-kit/shared-mui-components';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useBusState } from '@store/app-kit';
import { CountBadge, CountedLabel } from '@store/remote-kit';

interface Props {
  /** Called after a click (the mobile menu closes itself). */
  onAction?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * 'Comparar' with the number of products in the catalogue's compare list (`compare-changed`,
 * published by mf-catalog at start and on every change). Shown only while the list has products:
 * an empty compare list is not something a shopper goes to, and hiding it keeps the header calm.
 */
export function CompareLink({ onAction, sx }: Props) {
  const count = useBusState('catalog:compare-changed')?.count ?? 0;
  if (count <= 0) return null;
  return (
    <Button
      component={RouterLink}
      to="/comparar"
      color="inherit"
      onClick={onAction}
      startIcon={<CountBadge count={count} icon={<CompareArrowsIcon />} testId="compare-badge" />}
      sx={sx}
    >
      <CountedLabel label="Comparar" count={count} />
    </Button>
  );
}
