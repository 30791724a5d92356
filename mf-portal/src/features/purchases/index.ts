// The purchases feature's public API: the portal frame mounts these pages (lazily, by file).
export { PurchasesPage } from './PurchasesPage';
export { PurchaseDetailPage } from './PurchaseDetailPage';
