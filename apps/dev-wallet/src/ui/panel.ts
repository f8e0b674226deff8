import { describeRpcStatus, type RpcStatusMonitor } from '../inpage/rpc-status.js';
import type { DevWallet } from '../wallet/create-dev-wallet.js';
import { walletIconDataUri } from '../wallet/icon.js';
import type { ApprovalQueue } from './approval-queue.js';
import { describeRequest, shortAddress } from './describe-request.js';
import { h } from './dom.js';
import { createSolanaSection, type SolanaPanelSource } from './solana-section.js';
import { panelStyles } from './styles.js';

export interface WalletPanel {
  /** Removes the panel and stops listening; pending requests stay in the queue. */
  destroy(): void;
}

export interface MountWalletPanelOptions {
  wallet: DevWallet;
  queue: ApprovalQueue;
  document: Document;
  /** Start folded to the header; a new request unfolds it. Default false. */
  collapsed?: boolean;
  /** Shows the RPC URL in use and, when its devnet does not answer, an alert naming it with Retry. */
  rpcStatus?: Pick<RpcStatusMonitor, 'get' | 'subscribe' | 'check'>;
  /** The Solana wallet's account, site connection and RPC (shown below the EVM lines). */
  solana?: SolanaPanelSource;
}

/**
 * The approval card, fixed bottom-right in an open shadow root (open so Playwright's role locators reach
 * its buttons). It never takes focus by itself: the page under test may be managing focus.
 */
export function mountWalletPanel(options: MountWalletPanelOptions): WalletPanel {
  const { wallet, queue, document: doc } = options;
  const host = h(doc, 'walletport-dev-wallet' as 'div', { 'data-testid': 'walletport-dev-wallet' });
  const root = host.attachShadow({ mode: 'open' });
  const style = h(doc, 'style', {}, [panelStyles]);

  const toggle = h(doc, 'button', { type: 'button', class: 'icon', 'aria-expanded': 'true' });
  const header = h(doc, 'header', {}, [
    h(doc, 'img', { src: walletIconDataUri(), alt: '' }),
    h(doc, 'span', { class: 'title' }, ['Dev Wallet']),
    h(doc, 'span', { class: 'badge', title: 'Public test keys: devnets only' }, ['devnet']),
    toggle,
  ]);

  const accountSelect = h(doc, 'select', { 'aria-label': 'Account' });
  const chainSelect = h(doc, 'select', { 'aria-label': 'Network' });
  const siteState = h(doc, 'span', { role: 'status' });
  const lockButton = h(doc, 'button', { type: 'button', class: 'danger' });
  const rpcUrl = h(doc, 'span', { class: 'rpc-url', 'data-testid': 'rpc-url' });
  const rpcSource = h(doc, 'div', { class: 'rpc-source' });
  const rpcRow = h(doc, 'div', { class: 'field rpc', hidden: true }, [
    h(doc, 'span', {}, ['RPC']),
    h(doc, 'div', {}, [rpcUrl, rpcSource]),
  ]);
  const rpcAlertText = h(doc, 'p');
  const retryButton = h(doc, 'button', { type: 'button' }, ['Retry']);
  // role=alert so a screen reader announces it; it only exists while there is a problem.
  const rpcAlert = h(doc, 'div', { class: 'rpc-alert', role: 'alert', hidden: true }, [
    rpcAlertText,
    retryButton,
  ]);
  const status = h(doc, 'section', { class: 'status', 'aria-label': 'Wallet' }, [
    h(doc, 'label', { class: 'field' }, [h(doc, 'span', {}, ['Account']), accountSelect]),
    h(doc, 'label', { class: 'field' }, [h(doc, 'span', {}, ['Network']), chainSelect]),
    rpcRow,
    rpcAlert,
    h(doc, 'div', { class: 'state' }, [siteState, lockButton]),
  ]);
  const solana = options.solana && createSolanaSection(doc, options.solana, () => ensureAttached());
  if (solana) status.append(solana.element);

  const requestTitle = h(doc, 'h2', { id: 'request-title' });
  const requestSummary = h(doc, 'p');
  const requestDetails = h(doc, 'dl');
  const queueNote = h(doc, 'div', { class: 'queue' });
  const rejectButton = h(doc, 'button', { type: 'button' }, ['Reject']);
  const approveButton = h(doc, 'button', { type: 'button', class: 'primary' }, ['Approve']);
  const request = h(
    doc,
    'section',
    { class: 'request', role: 'group', 'aria-labelledby': 'request-title', hidden: true },
    [
      requestTitle,
      requestSummary,
      requestDetails,
      queueNote,
      h(doc, 'div', { class: 'actions' }, [rejectButton, approveButton]),
    ],
  );

  const body = h(doc, 'div', { class: 'body' }, [request, status]);
  const card = h(doc, 'div', { class: 'card', role: 'region', 'aria-label': 'Walletport Dev Wallet' }, [
    header,
    body,
  ]);
  root.append(style, card);

  let collapsed = options.collapsed ?? false;
  // A folded panel unfolds for a request and folds again once the queue is empty, so it stays out of the
  // way of the page under test unless the user unfolded it.
  let unfoldedForRequest = false;
  let shownRequestId: number | undefined;

  function renderStatus(): void {
    const state = wallet.getState();
    accountSelect.replaceChildren(
      ...state.addresses.map((address, index) =>
        h(doc, 'option', { value: String(index), selected: index === state.selectedIndex }, [
          `Account ${index + 1} · ${shortAddress(address)}`,
        ]),
      ),
    );
    accountSelect.value = String(state.selectedIndex);
    chainSelect.replaceChildren(
      ...state.chains.map((chain) =>
        h(doc, 'option', { value: String(chain.id), selected: chain.id === state.chainId }, [
          `${chain.name} (${chain.id})`,
        ]),
      ),
    );
    chainSelect.value = String(state.chainId);
    const dotClass = state.disconnected ? 'dot off' : state.authorized ? 'dot on' : 'dot';
    const text = state.disconnected
      ? 'Disconnected'
      : state.authorized
        ? 'Site connected'
        : 'Site not connected';
    siteState.replaceChildren(h(doc, 'span', { class: dotClass, 'aria-hidden': 'true' }), text);
    lockButton.textContent = state.disconnected ? 'Reconnect' : 'Disconnect';
    lockButton.title = state.disconnected
      ? 'Unlock: requests are answered again'
      : 'Lock: every request fails with 4900 until you reconnect';
  }

  function renderRpc(): void {
    const rpc = options.rpcStatus?.get();
    rpcRow.hidden = rpc === undefined;
    rpcAlert.hidden = true;
    if (!rpc) return;
    const { text, problem } = describeRpcStatus(rpc);
    const dot = problem ? 'dot off' : rpc.health === 'ok' ? 'dot on' : 'dot';
    rpcUrl.replaceChildren(h(doc, 'span', { class: dot, 'aria-hidden': 'true' }), rpc.url);
    rpcUrl.title = text;
    rpcUrl.dataset.health = rpc.health;
    rpcSource.textContent = `from ${rpc.source}`;
    rpcAlert.hidden = !problem;
    if (problem && rpcAlertText.textContent !== text) rpcAlertText.textContent = text;
  }

  function renderRequest(): void {
    const pending = queue.current();
    request.hidden = pending === undefined;
    if (!pending) {
      shownRequestId = undefined;
      if (unfoldedForRequest) collapsed = true;
      unfoldedForRequest = false;
      return;
    }
    if (pending.id !== shownRequestId) {
      shownRequestId = pending.id;
      if (collapsed) unfoldedForRequest = true;
      collapsed = false;
      const description = describeRequest(pending.request, wallet.getState().chains);
      requestTitle.textContent = description.title;
      requestSummary.textContent = description.summary;
      requestDetails.replaceChildren(
        ...description.rows.map((row) =>
          h(doc, 'div', {}, [
            h(doc, 'dt', {}, [row.label]),
            h(doc, 'dd', { class: row.code ? 'code' : undefined }, [row.value]),
          ]),
        ),
      );
    }
    const waiting = queue.waiting();
    queueNote.textContent = waiting === 0 ? '' : `${waiting} more request${waiting === 1 ? '' : 's'} waiting`;
    queueNote.hidden = waiting === 0;
  }

  function render(): void {
    renderStatus();
    renderRpc();
    renderRequest();
    card.classList.toggle('collapsed', collapsed);
    toggle.textContent = collapsed ? '▴' : '▾';
    toggle.setAttribute('aria-expanded', String(!collapsed));
    toggle.setAttribute('aria-label', collapsed ? 'Expand wallet' : 'Collapse wallet');
    ensureAttached();
  }

  // Pages that rewrite their whole body (document.write, frameworks) would drop the panel; put it back.
  function ensureAttached(): void {
    if (host.isConnected) return;
    (doc.body ?? doc.documentElement).append(host);
  }

  accountSelect.addEventListener('change', () => wallet.selectAccount(Number(accountSelect.value)));
  chainSelect.addEventListener('change', () => wallet.selectChain(Number(chainSelect.value)));
  lockButton.addEventListener('click', () => {
    if (wallet.getState().disconnected) {
      wallet.reconnect();
    } else {
      wallet.disconnect();
      queue.rejectAll();
    }
  });
  retryButton.addEventListener('click', () => void options.rpcStatus?.check());
  approveButton.addEventListener('click', () => queue.settle(true));
  rejectButton.addEventListener('click', () => queue.settle(false));
  toggle.addEventListener('click', () => {
    collapsed = !collapsed;
    unfoldedForRequest = false;
    render();
  });

  const unsubscribeWallet = wallet.subscribe(render);
  const unsubscribeQueue = queue.subscribe(render);
  const unsubscribeRpc = options.rpcStatus?.subscribe(render);
  render();

  return {
    destroy() {
      unsubscribeWallet();
      unsubscribeQueue();
      unsubscribeRpc?.();
      solana?.destroy();
      host.remove();
    },
  };
}
