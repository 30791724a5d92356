import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Divider, Link, Stack, Typography } from '@store/app-kit/shared-mui-components';
import Popover from '@mui/material/Popover';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { formatMoney, trackAnalytics } from '@store/app-kit';
import { CountBadge, CountedLabel } from '@store/remote-kit';
import { useAppSelector } from '../../app/hooks';
import { selectBeginCheckoutEvent } from '../cart';
import { selectCartCount, selectCartItems, selectCartTotal } from '../cart';
import type { CartItem } from '../cart';
import { CartThumbnail } from '../../components/CartThumbnail';

export const CART_DROPDOWN_TEXT = {
  button: 'Carrito',
  heading: 'Carrito',
  empty: 'Sin productos en carrito',
  itemsLabel: 'Productos en el carrito',
  total: 'Total',
  viewCart: 'Ver Carrito',
  pay: 'Pagar',
} as const;

const THUMB_PX = 56;

function DropdownLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: `${String(THUMB_PX)}px minmax(0, 1fr) auto`,
        gap: 1.5,
        alignItems: 'center',
        py: 1,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <CartThumbnail item={item} size={THUMB_PX} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${item.slug}`}
          underline="hover"
          onClick={onNavigate}
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {item.qty} × {formatMoney(item.price)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatMoney(item.sum)}
      </Typography>
    </Box>
  );
}

/**
 * The header's 'Carrito' button and its panel (docs/business-rules.md#pages-and-layouts, main
 * layout). Reads this remote's cart slice directly: the slice is the source of truth, the bus
 * only mirrors it.
 *
 * The panel is a Popover (a modal dialog): it takes focus on open, keeps Tab inside, closes on
 * Escape or a click outside and gives focus back to the button.
 */
export function CartDropdown() {
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotal);
  const beginCheckout = useAppSelector(selectBeginCheckoutEvent);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const panelId = useId();
  const headingId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        // The panel is a dialog (links reached with Tab), not an arrow-key menu.
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        startIcon={<CountBadge count={count} icon={<ShoppingCartOutlinedIcon />} testId="cart-badge" />}
      >
        <CountedLabel label={CART_DROPDOWN_TEXT.button} count={count} />
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // 8px on each side, so the panel (at most 100vw - 16px) fits a 360px screen.
        marginThreshold={8}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', p: 2 },
          },
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {CART_DROPDOWN_TEXT.heading}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ py: 2, textAlign: 'center' }}>{CART_DROPDOWN_TEXT.empty}</Typography>
        ) : (
          <>
            <Box
              component="ul"
              aria-label={CART_DROPDOWN_TEXT.itemsLabel}
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '50vh', overflowY: 'auto' }}
            >
              {items.map((item) => (
                <DropdownLine key={item.id} item={item} onNavigate={close} />
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700 }}>
              <span>{CART_DROPDOWN_TEXT.total}</span>
              <span>{formatMoney(total)}</span>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/cart" variant="outlined" fullWidth onClick={close}>
                {CART_DROPDOWN_TEXT.viewCart}
              </Button>
              <Button
                component={RouterLink}
                to="/checkout"
                variant="contained"
                fullWidth
                onClick={() => {
                  trackAnalytics(beginCheckout);
                  close();
                }}
              >
                {CART_DROPDOWN_TEXT.pay}
              </Button>
            </Stack>
          </>
        )}
      </Popover>
    </>
  );
}
