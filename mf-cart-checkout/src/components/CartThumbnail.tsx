import { Box } from '@store/app-kit/shared-mui-components';
import type { Breakpoint } from '@mui/material/styles';
import type { StoredCartLine as CartItem } from '@store/contracts';

/**
 * A cart line's product picture, named by the product, in a square of `size` pixels (or the
 * responsive `width`); a grey square, hidden from screen readers, when the product has none.
 */
export function CartThumbnail({
  item,
  size,
  width = size,
}: {
  item: CartItem;
  size: number;
  width?: number | Partial<Record<Breakpoint, number>>;
}) {
  const box = { width, aspectRatio: '1' } as const;
  return item.mainImage.size350 ? (
    <Box
      component="img"
      src={item.mainImage.size350}
      alt={item.name}
      loading="lazy"
      width={size}
      height={size}
      sx={{ ...box, height: 'auto', objectFit: 'contain' }}
    />
  ) : (
    <Box aria-hidden sx={{ ...box, bgcolor: 'grey.100', borderRadius: 1 }} />
  );
}
