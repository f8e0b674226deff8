/**
 * Signing and sending through the connected wallet with ethers' JsonRpcSigner over the wallet's EIP-1193
 * provider, with the error catalogue's texts. Loaded on first use.
 *
 * The signer is built for the connection's address directly (not BrowserProvider.getSigner, which asks
 * eth_requestAccounts when the address is not listed, a prompt the visitor did not ask for); the wallet
 * itself refuses an address it does not hold. The network is static (the connection's chain), so ethers
 * sends no eth_chainId probe before every request.
 */
import {
  assertCurrentChain,
  assertFeeFields,
  createError,
  type Eip1193Provider,
  type SendTransactionParams,
  toAdapterError,
  toEvmChainId,
} from '@walletport/core/internal';
import { BrowserProvider, JsonRpcSigner, type TypedDataField } from 'ethers';
import { EthersAdapterError } from './errors.js';
import { readChainId } from './wallet-session.js';

export interface WalletTarget {
  provider: Eip1193Provider;
  address: string;
  /** The wallet's chain as the adapter knows it. */
  chainId: number;
}

function signerFor({ provider, address, chainId }: WalletTarget): JsonRpcSigner {
  const browserProvider = new BrowserProvider(provider, chainId, { staticNetwork: true });
  return new JsonRpcSigner(browserProvider, address);
}

/** personal_sign; any failure is 'EthersAdapter:signMessage - Sign message failed'. */
export async function signMessageWith(target: WalletTarget | undefined, message: string): Promise<string> {
  try {
    if (target === undefined)
      throw createError('PROVIDER_NOT_FOUND', { details: 'No eip155 wallet is connected.' });
    return await signerFor(target).signMessage(message);
  } catch (error) {
    // The cause is the typed error (4001 for a rejection), so callers can still tell a "no" apart.
    throw new EthersAdapterError('ADAPTER_SIGN_MESSAGE_FAILED', {
      cause: toAdapterError(error),
      category: 'WALLET_ERROR',
    });
  }
}

interface TypedDataInput {
  domain?: Record<string, unknown>;
  types: Record<string, readonly TypedDataField[]>;
  message: Record<string, unknown>;
}

/**
 * eth_signTypedData_v4 of viem-shaped typed data ({ domain, types, primaryType, message }). ethers derives
 * the domain's type itself and refuses it among `types`, so it is left out. A rejection is core's typed
 * 4001 error.
 */
export async function signTypedDataWith(
  target: WalletTarget | undefined,
  typedData: unknown,
): Promise<string> {
  try {
    if (target === undefined)
      throw createError('PROVIDER_NOT_FOUND', { details: 'No eip155 wallet is connected.' });
    const { domain = {}, types, message } = typedData as TypedDataInput;
    const { EIP712Domain: _domainType, ...structs } = types;
    return await signerFor(target).signTypedData(
      domain,
      structs as Record<string, TypedDataField[]>,
      message,
    );
  } catch (error) {
    throw toAdapterError(error);
  }
}

/**
 * Sends through the wallet and resolves the hash (without waiting for it to be mined). The fee fields are
 * checked first (no gasPrice with max-fee fields, tip ≤ max fee), so a bad request never reaches the
 * wallet; with a chain id, the wallet must be on that chain ('Wallet is on chain … but the request targets
 * chain …'), as viem checks for WagmiAdapter.
 */
export async function sendTransactionWith(
  target: WalletTarget | undefined,
  params: SendTransactionParams,
): Promise<string> {
  assertFeeFields(params);
  if (target === undefined)
    throw createError('PROVIDER_NOT_FOUND', { details: 'No eip155 wallet is connected.' });
  const { to, value, data, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, chainId } = params;
  try {
    if (chainId !== undefined) {
      assertCurrentChain({ expected: toEvmChainId(chainId), actual: await readChainId(target.provider) });
    }
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : {
            ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
            ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
          };
    return await signerFor(target).sendUncheckedTransaction({
      to,
      ...(value === undefined ? {} : { value }),
      ...(data === undefined ? {} : { data }),
      ...(gas === undefined ? {} : { gasLimit: gas }),
      ...fees,
    });
  } catch (error) {
    throw toAdapterError(error);
  }
}
