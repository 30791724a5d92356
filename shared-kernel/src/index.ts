// The page's run-time kernel: a Module Federation singleton, so everything exported here exists
// once per page. It holds only what must be one per page: the event bus, the run-time
// configuration and the session token source. Everything else is bundled into each app
// (@store/app-kit). Semver and what a remote may assume of an older shell:
// docs/independent-delivery.md. Apps import it only through @store/app-kit.
export {
  createEventBus,
  eventBus,
  IntentNotHandledError,
  DEFAULT_INTENT_TIMEOUT_MS,
} from './events/event-bus';
export type { EventBus, IntentHandler, RequestOptions, VersionedPayload } from './events/event-bus';
export * from './config/runtime-config';
export { sessionToken, createSessionTokenSource } from './session/session-token';
export type { SessionTokenSource } from './session/session-token';
export { KERNEL_VERSION } from './kernel-version';
export * from './legacy-v0/legacy-v0-surface';
