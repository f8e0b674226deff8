/**
 * What features registered on one instance, and the read side the core services are built on: the
 * modal asks `isCloseBlocked`, the connection service reads `walletConnect()` and `syncSources` when it
 * pairs or restores, the router and the connection service fire hooks. Every `provide…`/`add…` returns
 * its own removal, so a feature's teardown leaves nothing behind.
 */
import type { SyncSource, SyncSources, WalletConnectPort } from '../connection/index.js';
import type { CloseGuard, ViewName } from '../modal/index.js';
import type { FeatureContext, FeatureServices, InstanceHookName } from './types.js';

type Hook = () => void | Promise<void>;

export interface FeatureRegistry {
  /** The registration half of a FeatureContext. */
  readonly api: Pick<
    FeatureContext,
    'addCloseGuard' | 'addHook' | 'provideWalletConnect' | 'provideSyncSource' | 'provideService' | 'onStart'
  >;
  isCloseBlocked(view: ViewName): boolean;
  /** Runs every hook of `name`; waits for async ones and reports their failures to `onError`. */
  fire(name: InstanceHookName): Promise<void>;
  walletConnect(): WalletConnectPort | undefined;
  /** Read at the moment a connection is restored, so sources provided later are seen. */
  readonly syncSources: SyncSources;
  /** The services features provided; the object is live (a removed service disappears from it). */
  readonly services: Partial<FeatureServices>;
  startTasks(): readonly Hook[];
}

function addTo<T>(set: Set<T>, value: T): () => void {
  set.add(value);
  return () => {
    set.delete(value);
  };
}

/** Puts `value` at `slots[key]` when the slot is free; the removal frees it only if it still holds `value`. */
function provideOnce<K extends PropertyKey, V>(slots: Partial<Record<K, V>>, key: K, value: V): () => void {
  if (slots[key] !== undefined) throw new Error(`"${String(key)}" is already provided by another feature`);
  slots[key] = value;
  return () => {
    if (slots[key] === value) delete slots[key];
  };
}

export function createFeatureRegistry(onError: (message: string, error: unknown) => void): FeatureRegistry {
  const closeGuards = new Set<CloseGuard>();
  const hooks = new Map<InstanceHookName, Set<Hook>>();
  const syncSources: SyncSources = {};
  const services: Partial<FeatureServices> = {};
  const startTasks = new Set<Hook>();
  const ports: { walletConnect?: WalletConnectPort } = {};

  return {
    api: {
      addCloseGuard: (guard) => addTo(closeGuards, guard),
      addHook(name, hook) {
        const set = hooks.get(name) ?? new Set<Hook>();
        hooks.set(name, set);
        return addTo(set, hook);
      },
      provideWalletConnect: (port) => provideOnce(ports, 'walletConnect', port),
      provideSyncSource: (kind, source: SyncSource) => provideOnce(syncSources, kind, source),
      provideService: (key, service) => provideOnce(services, key, service),
      onStart: (task) => addTo(startTasks, task),
    },
    isCloseBlocked: (view) => [...closeGuards].some((guard) => guard(view)),
    async fire(name) {
      const list = [...(hooks.get(name) ?? [])];
      await Promise.all(
        list.map(async (hook) => {
          try {
            await hook();
          } catch (error) {
            onError(`The "${name}" hook of a feature failed`, error);
          }
        }),
      );
    },
    walletConnect: () => ports.walletConnect,
    syncSources,
    services,
    startTasks: () => [...startTasks],
  };
}
