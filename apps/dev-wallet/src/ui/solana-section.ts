/**
 * The panel's Solana lines: which test account the Solana wallet signs with, whether the site is connected
 * on that side, and the Solana RPC it sends to (with an alert naming the URL when nothing answers).
 */
import { describeSolanaRpcStatus, type SolanaRpcStatusMonitor } from '../inpage/solana-rpc-status.js';
import { shortSolanaAddress } from '../solana/chains.js';
import type { SolanaSigner } from '../solana/signer.js';
import { h } from './dom.js';

export interface SolanaPanelSource {
  signer: Pick<SolanaSigner, 'getState' | 'selectAccount' | 'subscribe'>;
  isConnected(): boolean;
  /** Connection changes (connect, disconnect). */
  subscribe(listener: () => void): () => void;
  rpcStatus?: Pick<SolanaRpcStatusMonitor, 'get' | 'subscribe' | 'check'>;
}

export interface SolanaSection {
  element: HTMLElement;
  destroy(): void;
}

export function createSolanaSection(
  doc: Document,
  source: SolanaPanelSource,
  onChange: () => void,
): SolanaSection {
  const accountSelect = h(doc, 'select', { 'aria-label': 'Solana account' });
  const siteState = h(doc, 'span', { class: 'rpc-source', 'data-testid': 'solana-site' });
  const rpcUrl = h(doc, 'span', { class: 'rpc-url', 'data-testid': 'solana-rpc-url' });
  const rpcSource = h(doc, 'div', { class: 'rpc-source' });
  const alertText = h(doc, 'p');
  const retry = h(doc, 'button', { type: 'button' }, ['Retry Solana RPC']);
  const alert = h(doc, 'div', { class: 'rpc-alert', role: 'alert', hidden: true }, [alertText, retry]);
  const rpcRow = h(doc, 'div', { class: 'field rpc', hidden: true }, [
    h(doc, 'span', {}, ['Solana RPC']),
    h(doc, 'div', {}, [rpcUrl, rpcSource]),
  ]);
  const element = h(doc, 'div', { class: 'solana', 'data-testid': 'solana-section' }, [
    h(doc, 'label', { class: 'field' }, [
      h(doc, 'span', {}, ['Solana']),
      h(doc, 'div', {}, [accountSelect, siteState]),
    ]),
    rpcRow,
    alert,
  ]);

  function render(): void {
    const { addresses, selectedIndex } = source.signer.getState();
    accountSelect.replaceChildren(
      ...addresses.map((address, index) =>
        h(doc, 'option', { value: String(index), selected: index === selectedIndex }, [
          `Account ${index + 1} · ${shortSolanaAddress(address)}`,
        ]),
      ),
    );
    accountSelect.value = String(selectedIndex);
    siteState.textContent = source.isConnected() ? 'Site connected (Solana)' : 'Site not connected (Solana)';
    const rpc = source.rpcStatus?.get();
    rpcRow.hidden = rpc === undefined;
    alert.hidden = true;
    if (rpc) {
      const { text, problem } = describeSolanaRpcStatus(rpc);
      const dot = problem ? 'dot off' : rpc.health === 'ok' ? 'dot on' : 'dot';
      rpcUrl.replaceChildren(h(doc, 'span', { class: dot, 'aria-hidden': 'true' }), rpc.url);
      rpcUrl.title = text;
      rpcUrl.dataset.health = rpc.health;
      rpcSource.textContent = `from ${rpc.source}`;
      // A silent node only alerts when a configuration named it; the built-in default is a guess.
      alert.hidden = !problem || !rpc.expected;
      if (problem && alertText.textContent !== text) alertText.textContent = text;
    }
    onChange();
  }

  accountSelect.addEventListener('change', () => source.signer.selectAccount(Number(accountSelect.value)));
  retry.addEventListener('click', () => void source.rpcStatus?.check());
  const unsubscribes = [
    source.signer.subscribe(render),
    source.subscribe(render),
    source.rpcStatus?.subscribe(render),
  ];
  render();
  return {
    element,
    destroy() {
      for (const unsubscribe of unsubscribes) unsubscribe?.();
    },
  };
}
