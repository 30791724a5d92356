// The stores feature's public API: exposed as `support/StoresPage` ('/ubicanos').
export { StoresPage } from './StoresPage';
