import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@store/tooling/webpack';

export default createAppConfig({
  name: 'cartCheckout',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  title: 'Carrito y pago — Tienda Tecnología HN',
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
    './CartService': './src/exposed/CartService.ts',
    './CheckoutPage': './src/exposed/CheckoutPage.tsx',
    './CartDropdown': './src/exposed/CartDropdown.tsx',
    './BotonPagoPage': './src/exposed/BotonPagoPage.tsx',
    './CheckoutResultPage': './src/exposed/CheckoutResultPage.tsx',
  },
});
