/**
 * The instance's SIWX service before its flow is loaded. The flow (siwx-service.ts, with the message
 * rules and the wallet-error classification it needs) is a chunk of its own that a page loads only once
 * a wallet is connected or a method is called, so an app that configured SIWX pays nothing for it
 * before the first click. The close guard's two questions are answered synchronously from the store
 * and the config, exactly as the loaded service answers them.
 */
import type { SiwxAccountPort, SiwxConfig, SiwxService, SiwxStore } from '../index.js';
import { loadOnce } from '../../store/load-once.js';
import { hasSiwxSession, readSiwxRequired, SIWX_UNAVAILABLE_ERROR } from '../siwx-status.js';

export interface LazySiwxServiceDeps {
  config: SiwxConfig;
  store: SiwxStore;
  account: Pick<SiwxAccountPort, 'current' | 'subscribe'>;
  /** Loads and creates the flow service; called once (again only after a failed load). */
  load: () => Promise<SiwxService>;
  logger: { error(message: string, context?: Readonly<Record<string, unknown>>): void };
}

export interface LazySiwxService extends SiwxService {
  /**
   * Starts loading the flow now, so the first connection does not wait for it. Settles when the flow
   * is loaded or failed to load (reported, never rejected).
   */
  preload(): Promise<void>;
}

export function createLazySiwxService(deps: LazySiwxServiceDeps): LazySiwxService {
  const report = (message: string, error: unknown) => deps.logger.error(message, { error });
  // A failed chunk load (offline) may work on the next attempt.
  const { load } = loadOnce(deps.load);
  const withService = async <T>(use: (service: SiwxService) => Promise<T>) => use(await load());

  return {
    store: deps.store,
    isRequired: () => readSiwxRequired(deps.config, report),
    hasSession: () => hasSiwxSession(deps.store),
    async requestSignIn() {
      let service: SiwxService;
      try {
        service = await load();
      } catch (error) {
        // The flow's code did not arrive (offline): say so in the sign view instead of a silent button.
        report('Failed to load the SIWX flow', error);
        deps.store.setState({ status: 'error', error: SIWX_UNAVAILABLE_ERROR });
        return;
      }
      return service.requestSignIn();
    },
    cancel: () => withService((service) => service.cancel()),
    signOut: () => withService((service) => service.signOut()),
    preload: () =>
      load().then(
        () => undefined,
        (error: unknown) => report('Failed to load the SIWX flow', error),
      ),
    watch() {
      let watching = true;
      let handingOver = false;
      let stopLoaded: (() => void) | undefined;
      // Without a connected account the flow has nothing to do; the first one loads it and hands over.
      const handOver = () => {
        if (handingOver || deps.account.current() === undefined) return;
        handingOver = true;
        load().then(
          (service) => {
            unsubscribe();
            if (watching) stopLoaded = service.watch();
          },
          (error: unknown) => {
            // The next account change tries again.
            handingOver = false;
            report('Failed to load the SIWX flow', error);
          },
        );
      };
      const unsubscribe = deps.account.subscribe(handOver);
      handOver();
      return () => {
        watching = false;
        unsubscribe();
        stopLoaded?.();
      };
    },
  };
}
