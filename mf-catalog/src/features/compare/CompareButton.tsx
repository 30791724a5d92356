import type { ButtonProps } from '@mui/material/Button';
import { Button } from '@store/app-kit/shared-mui-components';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import CheckIcon from '@mui/icons-material/Check';
import type { Product } from '@store/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toCompareItem } from './compare-item';
import { compareProductAdded, compareProductRemoved, selectIsCompared } from './compare-slice';
import { COMPARE_TEXT } from './compare-text';

export interface CompareButtonProps {
  product: Pick<Product, 'id' | 'slug' | 'name' | 'mainImage'>;
  /** Id of the element naming the product, so the button says which one. */
  describedBy?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * 'Comparar' on a card or the product page: a toggle (pressed while the product is in the list).
 * At the limit the add is refused with a message instead of being disabled, so the shopper
 * learns why.
 */
export function CompareButton({ product, describedBy, size = 'small', fullWidth }: CompareButtonProps) {
  const dispatch = useAppDispatch();
  const compared = useAppSelector((state) => selectIsCompared(state, product.id));
  return (
    <Button
      variant={compared ? 'contained' : 'outlined'}
      color={compared ? 'secondary' : 'primary'}
      size={size}
      fullWidth={fullWidth}
      aria-pressed={compared}
      aria-describedby={describedBy}
      startIcon={compared ? <CheckIcon /> : <CompareArrowsIcon />}
      onClick={() => {
        dispatch(compared ? compareProductRemoved(product.id) : compareProductAdded(toCompareItem(product)));
      }}
    >
      {compared ? COMPARE_TEXT.remove : COMPARE_TEXT.add}
    </Button>
  );
}
