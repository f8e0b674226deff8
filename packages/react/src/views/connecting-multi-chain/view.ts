import { defineView } from '../view-declaration.js';

/** The chain chooser of a wallet installed in several namespaces; titled with the wallet's name. */
export const connectingMultiChainView = defineView({
  name: 'ConnectingMultiChain',
  title: 'multiChain.title',
  // The `walletName` param, else the merged connector's name (looked up by id), else 'Select chain'.
  titleOf(view, connectorName) {
    // Optional chaining: a view reached from untyped app code may come without params.
    const params = view.params as typeof view.params | undefined;
    return params?.walletName?.trim() || (params ? connectorName(params.connectorId)?.trim() : undefined);
  },
  load: () => import('./ConnectingMultiChainView.js'),
});
