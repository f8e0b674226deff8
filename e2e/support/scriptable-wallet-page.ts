/**
 * The page side of the scriptable wallet (scriptable-wallet.ts): a thin EIP-1193 provider announced
 * through EIP-6963. Every request goes to the test process through a Playwright binding, where the keys
 * and the wallet's state live; the test process emits the provider's events through `emitName`.
 * This function is serialised into the page by addInitScript, so it uses nothing from its module.
 */
export interface ScriptableWalletPageConfig {
  bindingName: string;
  emitName: string;
  info: { uuid: string; name: string; icon: string; rdns: string };
}

export function installScriptableProvider(config: ScriptableWalletPageConfig): void {
  type Listener = (payload: unknown) => void;
  type Reply = { result?: unknown; error?: { code: number; message: string } };
  const scope = window as unknown as Record<string, unknown>;
  // Looked up per request: the binding is installed by Playwright, not by this script.
  const call = (request: { method: string; params?: unknown }) =>
    (scope[config.bindingName] as (request: { method: string; params?: unknown }) => Promise<Reply>)(request);
  const listeners = new Map<string, Set<Listener>>();

  const provider = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      const reply = await call({ method: args.method, params: args.params });
      if (reply.error !== undefined) {
        throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      }
      return reply.result;
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (set === undefined) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  scope[config.emitName] = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };

  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
