import type { DetailRow, RequestDescription } from '../ui/describe-request.js';
import { h } from '../ui/dom.js';
import type { DevWallet } from '../wallet/create-dev-wallet.js';
import type { WcWallet } from './wc-wallet.js';
import { wcPageStyles } from './wc-styles.js';

export interface WcPageViewOptions {
  wcWallet: WcWallet;
  wallet: DevWallet;
  relayUrl: string;
  /** Messages to show once (ignored query values). */
  warnings: string[];
  /** Calls back with true/false whenever the relay socket opens or closes; returns an unsubscribe. */
  onRelayStatus(listener: (connected: boolean) => void): () => void;
  onReset(): void;
  /** The devnet's Farcaster account section (sign-in links), when the page has one. */
  farcaster?: HTMLElement;
}

function detailList(doc: Document, rows: DetailRow[]): HTMLDListElement {
  return h(
    doc,
    'dl',
    {},
    rows.flatMap((row) => [
      h(doc, 'dt', {}, [row.label]),
      h(doc, 'dd', { class: row.code ? 'mono' : undefined }, [row.value]),
    ]),
  );
}

/** One proposal or request: title, plain-words summary, details, Approve and Reject. */
function approvalCard(
  doc: Document,
  titleId: string,
  description: RequestDescription,
  handlers: { approve(): void; reject(): void },
  error?: string,
): HTMLLIElement {
  const approve = h(doc, 'button', { type: 'button', class: 'primary' }, ['Approve']);
  const reject = h(doc, 'button', { type: 'button', class: 'danger' }, ['Reject']);
  const settle = (action: () => void) => () => {
    approve.disabled = true;
    reject.disabled = true;
    action();
  };
  approve.addEventListener('click', settle(handlers.approve));
  reject.addEventListener('click', settle(handlers.reject));
  return h(doc, 'li', { class: 'item', 'aria-labelledby': titleId }, [
    h(doc, 'h3', { id: titleId }, [description.title]),
    h(doc, 'p', {}, [description.summary]),
    detailList(doc, description.rows),
    ...(error ? [h(doc, 'p', { class: 'error' }, [error])] : []),
    h(doc, 'div', { class: 'actions' }, [reject, approve]),
  ]);
}

/** Renders the wallet page into `doc.body`; returns a function that removes listeners. */
export function mountWcPage(doc: Document, options: WcPageViewOptions): () => void {
  const { wcWallet, wallet } = options;
  const style = h(doc, 'style', {}, [wcPageStyles]);
  doc.head.append(style);

  const status = h(doc, 'p', { class: 'status', 'data-state': 'connecting' });
  const setRelayStatus = (connected: boolean) => {
    status.dataset.state = connected ? 'connected' : 'disconnected';
    status.replaceChildren(
      h(doc, 'span', { class: 'dot', 'aria-hidden': 'true' }),
      `Relay ${options.relayUrl} — ${connected ? 'connected' : 'not connected (the wallet connects when it needs to)'}`,
    );
  };
  setRelayStatus(false);

  const uriInput = h(doc, 'input', {
    type: 'text',
    name: 'uri',
    placeholder: 'wc:…@2?relay-protocol=irn&symKey=…',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const pairButton = h(doc, 'button', { type: 'submit', class: 'primary' }, ['Pair']);
  const pairForm = h(doc, 'form', { class: 'pair' }, [
    h(doc, 'label', {}, [h(doc, 'span', {}, ['Pairing URI']), uriInput]),
    pairButton,
  ]);
  pairForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const uri = uriInput.value.trim();
    if (uri === '') return;
    pairButton.disabled = true;
    void wcWallet.pair(uri).finally(() => {
      pairButton.disabled = false;
      uriInput.value = '';
    });
  });

  const networkSelect = h(doc, 'select', { name: 'network' });
  networkSelect.addEventListener('change', () => wallet.selectChain(Number(networkSelect.value)));
  const address = h(doc, 'div', { class: 'address mono' });
  const alert = h(doc, 'p', { class: 'alert', role: 'alert' });
  const pendingList = h(doc, 'ul', { class: 'items' });
  const sessionList = h(doc, 'ul', { class: 'items' });
  const resetButton = h(doc, 'button', { type: 'button', class: 'danger' }, ['Reset wallet']);
  resetButton.addEventListener('click', () => {
    resetButton.disabled = true;
    options.onReset();
  });

  const main = h(doc, 'main', {}, [
    h(doc, 'header', { class: 'top' }, [
      h(doc, 'h1', {}, ['Walletport Dev Wallet · WalletConnect']),
      h(doc, 'span', { class: 'badge' }, ['Devnets only — public test keys']),
      status,
    ]),
    h(doc, 'section', { class: 'panel', 'aria-label': 'Pair with a dapp' }, [pairForm]),
    h(doc, 'section', { class: 'panel', 'aria-label': 'Wallet' }, [
      h(doc, 'div', { class: 'wallet-row' }, [
        h(doc, 'label', { class: 'field' }, [h(doc, 'span', {}, ['Network']), networkSelect]),
        h(doc, 'div', { class: 'field' }, [h(doc, 'span', {}, ['Account']), address]),
      ]),
    ]),
    alert,
    h(doc, 'section', { class: 'panel', 'aria-labelledby': 'wc-pending' }, [
      h(doc, 'h2', { id: 'wc-pending' }, ['Requests']),
      pendingList,
    ]),
    h(doc, 'section', { class: 'panel', 'aria-labelledby': 'wc-sessions' }, [
      h(doc, 'h2', { id: 'wc-sessions' }, ['Sessions']),
      sessionList,
    ]),
    ...(options.farcaster === undefined ? [] : [options.farcaster]),
    h(doc, 'footer', {}, [
      h(doc, 'span', {}, ['Keys stay in this page; sessions are kept in its storage.']),
      resetButton,
    ]),
  ]);
  doc.body.replaceChildren(main);

  const renderWallet = () => {
    const state = wallet.getState();
    networkSelect.replaceChildren(
      ...state.chains.map((chain) =>
        h(doc, 'option', { value: String(chain.id), selected: chain.id === state.chainId }, [
          `${chain.name} (${chain.id})`,
        ]),
      ),
    );
    networkSelect.value = String(state.chainId);
    address.textContent = state.addresses[state.selectedIndex] ?? '';
  };

  let cardCount = 0;
  const nextTitleId = () => `wc-card-${++cardCount}`;
  const render = () => {
    const state = wcWallet.getState();
    alert.textContent = [...options.warnings, ...(state.error ? [state.error] : [])].join('\n');
    const cards = [
      ...state.proposals.map((p) =>
        approvalCard(
          doc,
          nextTitleId(),
          p.description,
          {
            approve: () => void wcWallet.approveProposal(p.id),
            reject: () => void wcWallet.rejectProposal(p.id),
          },
          p.error,
        ),
      ),
      ...state.requests.map((r) =>
        approvalCard(
          doc,
          nextTitleId(),
          { ...r.description, title: `${r.description.title} · ${r.peerName}` },
          {
            approve: () => wcWallet.approveRequest(r.topic, r.id),
            reject: () => wcWallet.rejectRequest(r.topic, r.id),
          },
        ),
      ),
    ];
    pendingList.replaceChildren(
      ...(cards.length ? cards : [h(doc, 'li', { class: 'empty' }, ['Nothing to approve.'])]),
    );
    sessionList.replaceChildren(
      ...(state.sessions.length
        ? state.sessions.map((s) => {
            const disconnect = h(doc, 'button', { type: 'button', class: 'danger' }, ['Disconnect']);
            disconnect.addEventListener('click', () => {
              disconnect.disabled = true;
              void wcWallet.disconnect(s.topic);
            });
            return h(doc, 'li', { class: 'item', 'aria-label': s.name }, [
              h(doc, 'h3', {}, [s.name || 'Unnamed dapp']),
              detailList(doc, [
                { label: 'Site', value: s.url },
                { label: 'Networks', value: s.chains.join(', '), code: true },
              ]),
              h(doc, 'div', { class: 'actions' }, [disconnect]),
            ]);
          })
        : [h(doc, 'li', { class: 'empty' }, ['No sessions. Paste a pairing URI above.'])]),
    );
  };

  renderWallet();
  render();
  const unsubscribes = [
    wallet.subscribe(renderWallet),
    wcWallet.subscribe(render),
    options.onRelayStatus(setRelayStatus),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    style.remove();
  };
}
