// The order-tracking feature's public API: the exposed module mounts the page.
export { TrackingPage } from './TrackingPage';
export { TRACKING_PATH, TRACKING_QUERY, trackingPath } from './tracking-links';
