import { Box, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { formatMoney } from '@store/app-kit';
import type { Product } from '@store/contracts';
import { visuallyHidden } from '@store/remote-kit';

/** Sale price in lempiras; the regular price struck through when the product is on sale. */
export function Price({ price, size = 'medium' }: { price: Product['price']; size?: 'medium' | 'large' }) {
  const onSale = price.regular > price.sale;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography
        component="p"
        variant={size === 'large' ? 'h4' : 'h6'}
        color={onSale ? 'secondary' : 'text.primary'}
        sx={{ fontWeight: 700 }}
      >
        <Box component="span" sx={visuallyHidden}>
          Precio:{' '}
        </Box>
        <span>{formatMoney(price.sale)}</span>
      </Typography>
      {onSale && (
        <Typography component="p" variant="body2" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            Precio anterior:{' '}
          </Box>
          <del>{formatMoney(price.regular)}</del>
        </Typography>
      )}
    </Stack>
  );
}
