// The stores feature's public API: exposed as `support/StoresPage` ('/ubicanos').
export { StoresPage } from './StoresPage';
// What the shell's server fetches to render '/ubicanos'.
export { loadStoresPage } from './server-data';
