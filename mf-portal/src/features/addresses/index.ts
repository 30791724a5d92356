// The address book's public API for the portal (the frame's route loads the page lazily).
export { AddressesPage } from './AddressesPage';
