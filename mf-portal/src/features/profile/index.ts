// Mi Perfil's public API for the portal frame (its routes import the page lazily by file).
export { ProfilePage } from './ProfilePage';
