/**
 * The delivery address as the checkout shows it: street lines, then municipality and department
 * (the store's one way of writing an address, also used for the saved addresses).
 */
export { addressLines as deliveryAddressLines } from '@store/remote-kit';
