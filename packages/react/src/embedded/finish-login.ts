/**
 * The end of an email or social login, shared by the code view (a known device), the social view and
 * the key view (after the key step): the wallet service records the login, the connection service
 * connects the embedded wallet's connector on eip155, and CONNECT_SUCCESS is reported with method
 * 'email' or 'social' (a social login also reports SOCIAL_LOGIN_SUCCESS with its provider). The caller
 * then closes the modal as every connect does (a required sign-in, SIWX, takes over from the connection
 * service).
 */
import {
  type AppKitCore,
  CONNECTOR_IDS,
  type EmbeddedWallet,
  type FrameUser,
  selectNamespaceNetwork,
  WalletportError,
} from '@walletport/core/internal';

type LoginInstance = Pick<AppKitCore, 'stores' | 'services'>;

/** The namespace email login connects on. */
export const EMBEDDED_NAMESPACE = 'eip155';

/** The chain the frame works on: the eip155 network the app is on (else its first one), else 1. */
export function embeddedChainId(instance: LoginInstance): number {
  const network = selectNamespaceNetwork(instance.stores.chains.getState(), EMBEDDED_NAMESPACE);
  return typeof network?.id === 'number' ? network.id : 1;
}

export async function finishEmbeddedLogin(
  instance: LoginInstance,
  wallet: Pick<EmbeddedWallet, 'completeLogin'>,
  user: FrameUser,
): Promise<void> {
  await wallet.completeLogin(user);
  try {
    await instance.services.connection.connect({
      namespace: EMBEDDED_NAMESPACE,
      connectorId: CONNECTOR_IDS.AUTH,
    });
  } catch (error) {
    // Already the namespace's connection (a second tab finished first): the visitor is connected.
    if (!(error instanceof WalletportError && error.code === 'ALREADY_CONNECTED')) throw error;
  }
  const network = selectNamespaceNetwork(instance.stores.chains.getState(), EMBEDDED_NAMESPACE);
  const social = user.socialProvider;
  if (social !== undefined) instance.services.events.emit('SOCIAL_LOGIN_SUCCESS', { provider: social });
  instance.services.events.emit('CONNECT_SUCCESS', {
    method: social === undefined ? 'email' : 'social',
    name: instance.stores.connectors.getConnector(CONNECTOR_IDS.AUTH)?.name ?? 'Email',
    connectorId: CONNECTOR_IDS.AUTH,
    ...(network === undefined ? {} : { network: network.caipNetworkId }),
  });
}
