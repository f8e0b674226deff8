import { defineView } from '../view-declaration.js';

/** Waiting for an injected, announced or external wallet; titled with the wallet's name. */
export const connectingExternalView = defineView({
  name: 'ConnectingExternal',
  title: 'common.modalLabel',
  // The `walletName` param, else the connector's name (looked up by id), else the generic label.
  titleOf(view, connectorName) {
    // Optional chaining: a view reached from untyped app code may come without params.
    const params = view.params as typeof view.params | undefined;
    return params?.walletName?.trim() || (params ? connectorName(params.connectorId)?.trim() : undefined);
  },
  load: () => import('./ConnectingExternalView.js'),
});
