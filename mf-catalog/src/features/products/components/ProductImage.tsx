import { Box } from '@store/app-kit/shared-mui-components';
import type { Product } from '@store/contracts';
import { productImageProps } from '../../../lib/product-image';

export function ProductImage({
  product,
  sizes,
  eager,
  priority,
}: {
  product: Product;
  sizes?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const image = productImageProps(product, { sizes, eager, priority });
  return (
    <Box
      sx={{
        bgcolor: 'common.white',
        display: 'flex',
        justifyContent: 'center',
        '& img': {
          width: '100%',
          maxWidth: image.width,
          height: 'auto',
          aspectRatio: '1 / 1',
          objectFit: 'contain',
        },
      }}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt={image.alt}
        loading={image.loading}
        fetchPriority={image.fetchPriority}
        // Not in React's typings; React passes a lowercase attribute through as it is.
        {...(image.elementTiming ? { elementtiming: image.elementTiming } : {})}
        width={image.width}
        height={image.height}
      />
    </Box>
  );
}
