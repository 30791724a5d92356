import { COUPON_MESSAGES } from '@store/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { couponRemoved, selectAppliedCouponCode } from '../cart';
import { cartCouponEntered } from './cart-coupon';
import { CouponForm } from './CouponForm';

/**
 * The coupon field while there is no order yet (the cart page, the checkout before 'Contacto'
 * is saved): the code becomes the cart's coupon, which `POST /orders` then sends.
 */
export function CartCouponForm() {
  const dispatch = useAppDispatch();
  const appliedCode = useAppSelector(selectAppliedCouponCode);
  return (
    <CouponForm
      appliedCode={appliedCode}
      onApply={async (code) => {
        const result = await dispatch(cartCouponEntered(code));
        if (cartCouponEntered.fulfilled.match(result)) return null;
        return result.payload ?? COUPON_MESSAGES.fetchFailed;
      }}
      onRemove={async () => {
        dispatch(couponRemoved());
        return null;
      }}
    />
  );
}
