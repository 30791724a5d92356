// The drawn card marks moved to @store/remote-kit: the checkout's card form shows the same ones.
export { AmexLogo, CardBrandLogos, MastercardLogo, VisaLogo } from '@store/remote-kit';
