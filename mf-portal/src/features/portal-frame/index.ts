// The portal frame's public API: the navigation frame, the session guard and the login return path.
export { PortalFrame } from './PortalFrame';
export { RequireSession, loginPathFor } from './RequireSession';
export { PORTAL_NAV_ITEMS, PORTAL_FRAME_TEXT } from './portal-frame-text';
