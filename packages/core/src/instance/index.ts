// The framework-free instance (docs/architecture.md "Instances, not singletons"): createAppKitCore and its types.
export { createAppKitCore } from './create-app-kit-core.js';
export { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION, defaultStorageBackend } from './environment.js';
export type {
  AppKitAccountSnapshot,
  AppKitApiServices,
  AppKitCore,
  AppKitCoreEnvironment,
  AppKitCoreLogger,
  AppKitCoreServices,
  AppKitCoreStores,
  AppKitEventRecord,
  AppKitNetworkSnapshot,
  AppKitPublicState,
} from './types.js';
export { type InstanceReaders, selectActiveConnector } from './selectors.js';
export { createInitialSnapshot, type InitialSnapshot } from './initial-snapshot.js';
export { type AppKitInitialState, readInitialState, seedInitialState } from './stored-sessions.js';
