import type { ButtonProps } from '@mui/material/Button';
import { Button } from '@store/app-kit/shared-mui-components';
import { CircularProgress } from '@store/app-kit/shared-mui-components';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '@store/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { addToCartRequested, selectIsAddingToCart } from '../cart-intent-slice';

interface AddToCartButtonProps {
  product: Product;
  qty?: number;
  /** Id of the element naming the product, so "Agregar al carrito" says which one. */
  describedBy?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

export function AddToCartButton({ product, qty = 1, describedBy, size, fullWidth }: AddToCartButtonProps) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectIsAddingToCart(state, product.id));
  const soldOut = product.stock <= 0;
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      disabled={soldOut || pending}
      aria-busy={pending}
      aria-describedby={describedBy}
      startIcon={
        pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <AddShoppingCartIcon />
      }
      onClick={() => {
        void dispatch(addToCartRequested({ product, qty }));
      }}
    >
      {pending ? 'Agregando…' : 'Agregar al carrito'}
    </Button>
  );
}
