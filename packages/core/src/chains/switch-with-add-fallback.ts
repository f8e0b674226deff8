/**
 * The wallet side of a network switch, namespace-neutral so every adapter can reuse it. If the wallet
 * reports an unrecognised chain (codes 4902, 5000, 32603), the chain is added by a wallet request; a
 * wallet that does not support the switch request at all (4200) cannot be switched by the app; otherwise
 * 'Chain is not supported' is thrown. After adding, a rejected switch gives 'User rejected switch after
 * adding network.'
 */
import {
  type CatalogueError,
  createError,
  isUserRejection,
  shouldAddChain,
  UnsupportedProviderMethodError,
  walletErrorCodes,
} from '../errors/index.js';

export interface SwitchWithAddFallbackParams {
  /** Asks the wallet to switch (eip155: wallet_switchEthereumChain). */
  switchChain(): Promise<void>;
  /** Asks the wallet to add the chain (eip155: wallet_addEthereumChain). */
  addChain(): Promise<void>;
  /** Whether a failed switch means "add the chain first". Defaults to codes 4902, 5000, 32603 (shouldAddChain). */
  isAddable?(error: unknown): boolean;
  /**
   * After adding: is the wallet on the target chain now? Many wallets switch as part of adding; when this
   * is given it is asked first and the switch is requested again only when the wallet is elsewhere (so a
   * wallet that adds without switching is not mistaken for a refusal). Without it the switch is always
   * requested once more.
   */
  isOnTargetChain?(): Promise<boolean>;
  /**
   * Told just before each request goes to the wallet, so a UI can say which one the visitor is looking at
   * ("approve adding the network" reads differently from "approve the switch").
   */
  onRequest?(kind: 'switch-network' | 'add-network'): void;
}

/**
 * Switches, adding the chain first when the wallet does not know it. Throws
 * - the wallet's own error when the visitor rejects the switch or the add (a rejection is the visitor's
 *   choice, not an unsupported chain, and the UI treats it as such: no error alert),
 * - 'Connector does not support programmatic chain switching.' (SWITCH_CHAIN_NOT_SUPPORTED, cause: the
 *   wallet's error) when the wallet answers a switch request with 4200 (method not supported): the
 *   network may be fine, the wallet just cannot be switched by the app, and the visitor must be told so;
 * - 'Chain is not supported' (cause: the wallet's error) for any other failure of the switch or the add,
 * - 'User rejected switch after adding network.' when the chain was added but the visitor then rejected
 *   the switch to it; its cause is that rejection, so `isUserRejection` recognises it.
 */
export async function switchWithAddFallback({
  switchChain,
  addChain,
  isAddable = shouldAddChain,
  isOnTargetChain,
  onRequest,
}: SwitchWithAddFallbackParams): Promise<void> {
  try {
    onRequest?.('switch-network');
    await switchChain();
    return;
  } catch (error) {
    if (isUserRejection(error)) throw error;
    if (isSwitchUnsupported(error)) throw switchNotSupported(error);
    if (!isAddable(error)) throw chainNotSupported(error);
  }

  try {
    onRequest?.('add-network');
    await addChain();
  } catch (error) {
    if (isUserRejection(error)) throw error;
    throw chainNotSupported(error);
  }

  if (isOnTargetChain !== undefined && (await isOnTargetChain())) return;
  try {
    onRequest?.('switch-network');
    await switchChain();
  } catch (error) {
    if (isUserRejection(error)) throw rejectedAfterAdd(error);
    if (isSwitchUnsupported(error)) throw switchNotSupported(error);
    throw chainNotSupported(error);
  }
}

/** The wallet does not implement the switch request (EIP-1193 4200, anywhere in the error's causes). */
function isSwitchUnsupported(error: unknown): boolean {
  return walletErrorCodes(error).includes(UnsupportedProviderMethodError.code);
}

function switchNotSupported(cause: unknown): CatalogueError<'SWITCH_CHAIN_NOT_SUPPORTED'> {
  return createError('SWITCH_CHAIN_NOT_SUPPORTED', { cause, category: 'WALLET_ERROR' });
}

function chainNotSupported(cause: unknown): CatalogueError<'CHAIN_NOT_SUPPORTED'> {
  return createError('CHAIN_NOT_SUPPORTED', { cause, category: 'WALLET_ERROR' });
}

function rejectedAfterAdd(cause: unknown): CatalogueError<'SWITCH_REJECTED_AFTER_ADD_NETWORK'> {
  return createError('SWITCH_REJECTED_AFTER_ADD_NETWORK', { cause, category: 'WALLET_ERROR' });
}
