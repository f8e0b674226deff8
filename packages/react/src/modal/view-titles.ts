import type { RouterView, ViewName } from '@walletport/core';
import type { MessageKey, Translate } from '../i18n/index.js';

/**
 * The header title of each view, as a message key. Views without an entry use the modal's generic label.
 * ConnectingExternal is titled with the wallet's name instead (viewTitle).
 */
export const VIEW_TITLES: Partial<Record<ViewName, MessageKey>> = {
  Connect: 'modal.title.connect',
  ConnectingWalletConnectBasic: 'modal.title.connect',
  AllWallets: 'modal.title.allWallets',
  Account: 'modal.title.account',
  Networks: 'modal.title.networks',
  UnsupportedChain: 'modal.title.unsupportedChain',
  ConnectingWalletConnect: 'modal.title.walletConnect',
  ConnectingSiwe: 'modal.title.signIn',
  SIWXSignMessage: 'modal.title.signIn',
  ApproveTransaction: 'modal.title.approveTransaction',
};

/** Views whose title names the dialog for screen readers but is not drawn (the view shows its own heading). */
export const HIDDEN_TITLE_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>(['Account']);

/**
 * The title for `view`. ConnectingExternal shows the wallet: its `walletName` param, else the connector's
 * name (looked up by id), else the generic label.
 */
export function viewTitle(
  view: RouterView,
  t: Translate,
  connectorName: (connectorId: string) => string | undefined = () => undefined,
): string {
  if (view.name === 'ConnectingExternal') {
    // Optional chaining: a view opened from untyped app code may come without params.
    const params = view.params as typeof view.params | undefined;
    const name =
      params?.walletName?.trim() || (params ? connectorName(params.connectorId)?.trim() : undefined);
    if (name) return name;
  }
  const key = VIEW_TITLES[view.name];
  return t(key ?? 'common.modalLabel');
}
